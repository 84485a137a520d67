import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useStoreMap, useUnit } from 'effector-react';
import { useEffect, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { areasOf, CATEGORY_LABELS, classesOf, DISTRICTS, routes } from '@/shared/config';
import { SubjectPicker } from '@/shared/ui/subject-picker';
import {
  $hireTutorErrors,
  $hireTutorFeedback,
  $hireTutorStatus,
  $hireTutorValues,
  hireTutorFieldChanged,
  hireTutorFormClosed,
  hireTutorFormSubmitted,
  hireTutorSubjectAdded,
  hireTutorSubjectRemoved,
  hireTutorTermsChanged,
  type HireTutorField,
  type HireTutorTextField,
} from '../model/hire-tutor-form';

// Each field reads only its own value and error, so typing in one does not redraw the long lists.
function useFieldValue<F extends HireTutorField>(field: F) {
  return useStoreMap({ store: $hireTutorValues, keys: [field], fn: (values, [key]) => values[key] });
}
function useFieldError(field: HireTutorField) {
  return useStoreMap({ store: $hireTutorErrors, keys: [field], fn: (errors, [key]) => errors[key] ?? null });
}
function useTextField(field: HireTutorTextField) {
  const value = useFieldValue(field);
  const error = useFieldError(field);
  const changed = useUnit(hireTutorFieldChanged);
  return { value, error: error ?? undefined, set: (next: string | null) => changed({ field, value: next ?? '' }) };
}

function TextField({
  field,
  ...props
}: { field: 'studentName' | 'phone'; label: string } & Omit<TextInputProps, 'value' | 'onChange' | 'error'>) {
  const { value, error, set } = useTextField(field);
  return (
    <TextInput
      required
      value={value}
      error={error}
      onChange={(event) => set(event.currentTarget.value)}
      {...props}
    />
  );
}

function SelectField({
  field,
  label,
  data,
  placeholder,
  waitingFor,
}: {
  field: HireTutorTextField;
  label: string;
  data: readonly string[];
  placeholder: string;
  /** Shown while the list is empty because the field it depends on is not chosen. */
  waitingFor?: string;
}) {
  const { value, error, set } = useTextField(field);
  const empty = data.length === 0;
  return (
    <Select
      label={label}
      placeholder={empty && waitingFor ? `Select ${waitingFor} first` : placeholder}
      required
      data={data}
      disabled={empty}
      value={value || null}
      error={error}
      onChange={set}
      searchable={data.length > 12}
      nothingFoundMessage={`No such ${label.toLowerCase()}`}
    />
  );
}

function ClassField() {
  const medium = useFieldValue('medium');
  return (
    <SelectField field="classLevel" label="Class" data={classesOf(medium)} placeholder="Select a class" waitingFor="a category" />
  );
}

function AreaField() {
  const district = useFieldValue('district');
  return <SelectField field="area" label="Area" data={areasOf(district)} placeholder="Select an area" waitingFor="a district" />;
}

function SubjectsField() {
  const subjects = useFieldValue('subjects');
  const error = useFieldError('subjects');
  const [add, remove] = useUnit([hireTutorSubjectAdded, hireTutorSubjectRemoved]);
  return (
    <SubjectPicker
      value={subjects}
      onAdd={add}
      onRemove={remove}
      description="Pick one or more; click a subject below to remove it"
      placeholder={subjects.length ? 'Add another subject' : 'Select subjects'}
      error={error ?? undefined}
    />
  );
}

function AddressField() {
  const { value, error, set } = useTextField('address');
  return (
    <Textarea
      label="Address"
      required
      rows={4}
      resize="vertical"
      autoComplete="street-address"
      value={value}
      error={error}
      onChange={(event) => set(event.currentTarget.value)}
    />
  );
}

function TermsField() {
  const agreed = useFieldValue('agreedToTerms');
  const error = useFieldError('agreedToTerms');
  const changed = useUnit(hireTutorTermsChanged);
  return (
    <>
      <Checkbox
        checked={agreed}
        error={Boolean(error)}
        onChange={(event) => changed(event.currentTarget.checked)}
        label={
          <>
            I agree to the{' '}
            <Anchor component={Link} to={routes.terms} inherit>
              Terms and Conditions
            </Anchor>{' '}
            and{' '}
            <Anchor component={Link} to={routes.privacy} inherit>
              Privacy Policy
            </Anchor>
          </>
        }
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}

/** The public Hire a Tutor form: checked with the contract's schema, sent, reset on success. */
export function HireTutorForm() {
  const { status, feedback, submitted, closed } = useUnit({
    status: $hireTutorStatus,
    feedback: $hireTutorFeedback,
    submitted: hireTutorFormSubmitted,
    closed: hireTutorFormClosed,
  });
  const submitting = status === 'submitting';

  useEffect(() => closed, [closed]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted();
  };

  return (
    // The schema checks the fields, so its messages are what the user sees (not the browser's).
    <form onSubmit={submit} noValidate aria-busy={submitting} aria-label="Hire a Tutor">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField field="studentName" label="Student Name" autoComplete="name" />
          <TextField
            field="phone"
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="01XXXXXXXXX"
          />
          <SelectField field="medium" label="Category" data={CATEGORY_LABELS} placeholder="Select a category" />
          <ClassField />
        </SimpleGrid>
        <SubjectsField />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SelectField field="district" label="District" data={DISTRICTS} placeholder="Select a district" />
          <AreaField />
        </SimpleGrid>
        <AddressField />
        <TermsField />
        {feedback && (
          <Alert
            color={feedback.tone === 'success' ? 'green' : 'red'}
            role={feedback.tone === 'success' ? 'status' : 'alert'}
          >
            {feedback.message}
          </Alert>
        )}
        <Button type="submit" size="md" loading={submitting}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
