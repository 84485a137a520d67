import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import type { TutorRequestStudentGender } from '@machines/tutor-request-wizard';
import { areasOf, DISTRICTS, STUDENT_GENDERS } from '@/shared/config';
import { normalizeDigits } from '@/shared/lib/digits';
import { localDigits } from '@/shared/lib/format';
import { LongTextField } from '@/shared/ui/form-field';
import { fieldId } from '../lib/field-ids';
import { numberOrEmpty, selectFieldProps, textFieldProps, useStepWords, type StepFieldsProps } from './step-fields';

/** The most students one request may ask for. */
const MAX_STUDENTS = 50;
const STUDENT_GENDER_GROUP = 'studentGender';
const DISTRICT_GROUP = 'district';
/** The catalogue's name of each gender (its `studentGender` group). */
const GENDER_VALUES: Record<TutorRequestStudentGender, string> = { male: 'Male', female: 'Female' };

/** Step 1, "Student Info": who the tuition is for and where. */
export function StudentInfoFields(props: StepFieldsProps) {
  const { values, errors, onChange } = props;
  const { t, label, options } = useStepWords();
  const areas = areasOf(values.district);
  const fields = {
    studentName: textFieldProps(props, 'studentName'),
    institution: textFieldProps(props, 'institution'),
    district: selectFieldProps(props, 'district'),
    area: selectFieldProps(props, 'area'),
    locationDetails: textFieldProps(props, 'locationDetails'),
  };
  const districts = useMemo(() => options(DISTRICT_GROUP, DISTRICTS), [options]);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('wizard.fields.studentName')} required autoComplete="off" {...fields.studentName} />
        {/* A text box that takes digits in either script (Bangla ones are read as ASCII), shown in the screen's. */}
        <TextInput
          id={fieldId('noOfStudents')}
          label={t('wizard.fields.noOfStudents')}
          required
          inputMode="numeric"
          autoComplete="off"
          value={localDigits(String(values.noOfStudents))}
          onChange={(event) => {
            const digits = normalizeDigits(event.currentTarget.value).replace(/\D/g, '');
            const count = numberOrEmpty(digits);
            onChange('noOfStudents', count === '' ? '' : Math.min(count, MAX_STUDENTS));
          }}
          error={errors.noOfStudents}
        />
      </SimpleGrid>
      <Radio.Group
        label={t('wizard.fields.studentGender')}
        required
        value={values.studentGender || null}
        onChange={(value) => onChange('studentGender', value as TutorRequestStudentGender)}
        error={errors.studentGender}
      >
        <Group gap="lg" mt={6}>
          {STUDENT_GENDERS.map((gender, index) => (
            <Radio
              key={gender}
              id={index === 0 ? fieldId('studentGender') : undefined}
              value={gender}
              label={label(STUDENT_GENDER_GROUP, GENDER_VALUES[gender])}
            />
          ))}
        </Group>
      </Radio.Group>
      <TextInput label={t('wizard.fields.institution')} placeholder={t('wizard.fields.institutionPlaceholder')} {...fields.institution} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('wizard.fields.district')}
          required
          placeholder={t('wizard.fields.districtPlaceholder')}
          data={districts}
          searchable
          nothingFoundMessage={t('wizard.fields.noDistrict')}
          allowDeselect={false}
          {...fields.district}
        />
        <Select
          label={t('wizard.fields.area')}
          required
          placeholder={values.district ? t('wizard.fields.areaPlaceholder') : t('wizard.fields.areaFirst')}
          data={areas}
          disabled={areas.length === 0}
          searchable
          nothingFoundMessage={t('wizard.fields.noArea')}
          allowDeselect={false}
          {...fields.area}
        />
      </SimpleGrid>
      <LongTextField
        label={t('wizard.fields.locationDetails')}
        placeholder={t('wizard.fields.locationPlaceholder')}
        rows={3}
        {...fields.locationDetails}
      />
    </Stack>
  );
}
