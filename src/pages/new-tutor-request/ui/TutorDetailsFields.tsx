import { Anchor, Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { TutorRequestPreferredTutor } from '@machines/tutor-request-wizard';
import { DAYS_PER_WEEK, PREFERRED_TUTOR_LABELS, PREFERRED_TUTORS, routes } from '@/shared/config';
import { fieldId } from '../lib/field-ids';
import { normalizeDigits } from '@/shared/lib/digits';
import { formatNumber, localDigits } from '@/shared/lib/format';
import { LongTextField } from '@/shared/ui/form-field';
import { textFieldProps, useStepWords, type StepFieldsProps } from './step-fields';


/** Step 3, "Tutor Details": the tutor wanted, when, for how much, and the terms. */
export function TutorDetailsFields(props: StepFieldsProps) {
  const { values, errors, onChange } = props;
  const { t, label } = useStepWords();
  const preferredTutorOptions = PREFERRED_TUTORS.map((value) => ({ value, label: label('preferredTutor', PREFERRED_TUTOR_LABELS[value]) }));
  const dayOptions = DAYS_PER_WEEK.map((days) => ({
    value: String(days),
    label: t('wizard.fields.dayOption', { count: days, n: formatNumber(days) }),
  }));
  const salary = textFieldProps(props, 'salary');
  const tutoringTime = textFieldProps(props, 'tutoringTime');
  const notes = textFieldProps(props, 'notes');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          id={fieldId('preferredTutor')}
          label={t('wizard.fields.preferredTutor')}
          data={preferredTutorOptions}
          allowDeselect={false}
          value={values.preferredTutor}
          onChange={(value) => onChange('preferredTutor', (value ?? 'any') as TutorRequestPreferredTutor)}
        />
        <Select
          id={fieldId('days')}
          label={t('wizard.fields.days')}
          required
          placeholder={t('wizard.fields.daysPlaceholder')}
          data={dayOptions}
          allowDeselect={false}
          value={values.days === '' ? null : String(values.days)}
          onChange={(value) => onChange('days', value ? Number(value) : '')}
          error={errors.days}
        />
        <TextInput
          label={t('wizard.fields.time')}
          required
          placeholder={t('wizard.fields.timePlaceholder')}
          {...tutoringTime} />
        <TextInput
          label={t('wizard.fields.salary')}
          required
          placeholder={t('wizard.fields.salaryPlaceholder')}
          description={t('wizard.fields.salaryHelp')}
          inputMode="numeric"
          {...salary}
          // Digits in either script: stored as ASCII (the API's), shown in the screen's language.
          value={localDigits(values.salary)}
          onChange={(event) => onChange('salary', normalizeDigits(event.currentTarget.value))}
        />
      </SimpleGrid>
      <LongTextField
        label={t('wizard.fields.notes')}
        placeholder={t('wizard.fields.notesPlaceholder')}
        {...notes}
      />
      <Checkbox
        id={fieldId('agreeTerms')}
        label={t('wizard.fields.agree')}
        description={
          <Anchor component={Link} to={routes.terms} target="_blank" size="xs">
            {t('wizard.fields.readTerms')}
          </Anchor>
        }
        checked={values.agreeTerms}
        onChange={(event) => onChange('agreeTerms', event.currentTarget.checked)}
        error={errors.agreeTerms}
      />
    </Stack>
  );
}
