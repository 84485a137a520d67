import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useStoreMap, useUnit } from 'effector-react';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { areasOf, CATEGORY_LABELS, classesOf, DISTRICTS, routes } from '@/shared/config';
import { useCatalogueLabel, type CatalogueGroup } from '@/shared/ui/catalogue-label';
import { SubjectPicker } from '@/shared/ui/subject-picker';
import { SubmitFeedbackAlert } from '@/shared/ui/submit-feedback';
import { LongTextField } from '@/shared/ui/form-field';
import { useShownMessage } from '../lib/shown-message';
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
  const shown = useShownMessage();
  return { value, error: error ? shown(error) : undefined, set: (next: string | null) => changed({ field, value: next ?? '' }) };
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
  group,
}: {
  field: HireTutorTextField;
  label: string;
  data: readonly string[];
  placeholder: string;
  /** Shown while the list is empty because the field it depends on is not chosen ("Select a district first"). */
  waitingFor?: string;
  /** The catalogue group of the options' labels (values stay English); none for names such as areas. */
  group?: CatalogueGroup;
}) {
  const { t } = useTranslation('board');
  const catalogue = useCatalogueLabel();
  const { value, error, set } = useTextField(field);
  const empty = data.length === 0;
  return (
    <Select
      label={label}
      placeholder={empty && waitingFor ? waitingFor : placeholder}
      required
      data={data.map((option) => ({ value: option, label: group ? catalogue[group](option) : option }))}
      disabled={empty}
      value={value || null}
      error={error}
      onChange={set}
      searchable={data.length > 12}
      nothingFoundMessage={t('hireForm.noSuch', { label: label.toLowerCase() })}
    />
  );
}

function ClassField() {
  const { t } = useTranslation('board');
  const medium = useFieldValue('medium');
  return (
    <SelectField
      field="classLevel"
      label={t('hireForm.class')}
      data={classesOf(medium)}
      placeholder={t('hireForm.classPlaceholder')}
      waitingFor={t('hireForm.categoryFirst')}
      group="class"
    />
  );
}

function AreaField() {
  const { t } = useTranslation('board');
  const district = useFieldValue('district');
  return (
    <SelectField
      field="area"
      label={t('hireForm.area')}
      data={areasOf(district)}
      placeholder={t('hireForm.areaPlaceholder')}
      waitingFor={t('hireForm.districtFirst')}
    />
  );
}

function SubjectsField() {
  const subjects = useFieldValue('subjects');
  const error = useFieldError('subjects');
  const [add, remove] = useUnit([hireTutorSubjectAdded, hireTutorSubjectRemoved]);
  const { t } = useTranslation('board');
  const shown = useShownMessage();
  return (
    <SubjectPicker
      value={subjects}
      onAdd={add}
      onRemove={remove}
      label={t('hireForm.subjects')}
      description={t('hireForm.subjectsHint')}
      placeholder={subjects.length ? t('hireForm.addSubject') : t('hireForm.selectSubjects')}
      error={error ? shown(error) : undefined}
    />
  );
}

function AddressField() {
  const { t } = useTranslation('board');
  const { value, error, set } = useTextField('address');
  return (
    <LongTextField
      label={t('hireForm.address')}
      required
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
  const { t } = useTranslation('board');
  const shown = useShownMessage();
  return (
    <>
      <Checkbox
        checked={agreed}
        error={Boolean(error)}
        onChange={(event) => changed(event.currentTarget.checked)}
        label={
          <>
            {t('hireForm.agreeBefore')}
            <Anchor component={Link} to={routes.terms} inherit>
              {t('hireForm.terms')}
            </Anchor>
            {t('hireForm.agreeBetween')}
            <Anchor component={Link} to={routes.privacy} inherit>
              {t('hireForm.privacy')}
            </Anchor>
            {t('hireForm.agreeAfter')}
          </>
        }
      />
      {error && (
        <Alert color="red" role="alert">
          {shown(error)}
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
  const { t } = useTranslation('board');
  const shown = useShownMessage();

  useEffect(() => closed, [closed]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted();
  };

  return (
    // The schema checks the fields, so its messages are what the user sees (not the browser's).
    <form onSubmit={submit} noValidate aria-busy={submitting} aria-label={t('hireForm.formLabel')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField field="studentName" label={t('hireForm.studentName')} autoComplete="name" />
          <TextField
            field="phone"
            label={t('hireForm.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('hireForm.phonePlaceholder')}
          />
          <SelectField
            field="medium"
            label={t('hireForm.category')}
            data={CATEGORY_LABELS}
            placeholder={t('hireForm.categoryPlaceholder')}
            group="category"
          />
          <ClassField />
        </SimpleGrid>
        <SubjectsField />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SelectField
            field="district"
            label={t('hireForm.district')}
            data={DISTRICTS}
            placeholder={t('hireForm.districtPlaceholder')}
            group="district"
          />
          <AreaField />
        </SimpleGrid>
        <AddressField />
        <TermsField />
        <SubmitFeedbackAlert feedback={feedback} text={shown} />
        <Button type="submit" size="md" loading={submitting}>
          {t('hireForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
