import { Anchor, Checkbox, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { TutorRequestPreferredTutor } from '@machines/tutor-request-wizard';
import { DAYS_PER_WEEK, PREFERRED_TUTOR_LABELS, PREFERRED_TUTORS, routes } from '@/shared/config';
import { fieldId } from '../lib/field-ids';
import { textFieldProps, type StepFieldsProps } from './step-fields';

const preferredTutorOptions = PREFERRED_TUTORS.map((value) => ({ value, label: PREFERRED_TUTOR_LABELS[value] }));
const dayOptions = DAYS_PER_WEEK.map((days) => ({ value: String(days), label: days === 1 ? '1 day' : `${days} days` }));

/** Step 3, "Tutor Details": the tutor wanted, when, for how much, and the terms. */
export function TutorDetailsFields(props: StepFieldsProps) {
  const { values, errors, onChange } = props;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          id={fieldId('preferredTutor')}
          label="Preferred Tutor Gender"
          data={preferredTutorOptions}
          allowDeselect={false}
          value={values.preferredTutor}
          onChange={(value) => onChange('preferredTutor', (value ?? 'any') as TutorRequestPreferredTutor)}
        />
        <Select
          id={fieldId('days')}
          label="Days per Week"
          required
          placeholder="Select days"
          data={dayOptions}
          allowDeselect={false}
          value={values.days === '' ? null : String(values.days)}
          onChange={(value) => onChange('days', value ? Number(value) : '')}
          error={errors.days}
        />
        <TextInput label="Preferred Time" required placeholder="e.g., After 4 PM" {...textFieldProps(props, 'tutoringTime')} />
        <TextInput
          label="Salary Range"
          required
          placeholder="e.g., 5000-6000"
          description="Taka per month"
          {...textFieldProps(props, 'salary')}
        />
      </SimpleGrid>
      <Textarea
        label="Additional Notes"
        placeholder="Anything a tutor should know"
        // A fixed height the user can drag: Mantine's autosize needs document.fonts, missing in tests.
        rows={4}
        resize="vertical"
        {...textFieldProps(props, 'notes')}
      />
      <Checkbox
        id={fieldId('agreeTerms')}
        label="I agree to the terms and conditions"
        description={
          <Anchor component={Link} to={routes.terms} target="_blank" size="xs">
            Read the Terms and Conditions
          </Anchor>
        }
        checked={values.agreeTerms}
        onChange={(event) => onChange('agreeTerms', event.currentTarget.checked)}
        error={errors.agreeTerms}
      />
    </Stack>
  );
}
