import { Group, NumberInput, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { TutorRequestStudentGender } from '@machines/tutor-request-wizard';
import { areasOf, DISTRICTS, STUDENT_GENDERS } from '@/shared/config';
import { fieldId } from '../lib/field-ids';
import { numberOrEmpty, selectFieldProps, textFieldProps, type StepFieldsProps } from './step-fields';

const GENDER_LABELS: Record<TutorRequestStudentGender, string> = { male: 'Male', female: 'Female' };

/** Step 1, "Student Info": who the tuition is for and where. */
export function StudentInfoFields(props: StepFieldsProps) {
  const { values, errors, onChange } = props;
  const areas = areasOf(values.district);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Student Name" required autoComplete="off" {...textFieldProps(props, 'studentName')} />
        <NumberInput
          id={fieldId('noOfStudents')}
          label="Number of Students"
          required
          min={1}
          max={50}
          allowDecimal={false}
          allowNegative={false}
          value={values.noOfStudents}
          onChange={(value) => onChange('noOfStudents', numberOrEmpty(value))}
          error={errors.noOfStudents}
        />
      </SimpleGrid>
      <Radio.Group
        label="Student Gender"
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
              label={GENDER_LABELS[gender]}
            />
          ))}
        </Group>
      </Radio.Group>
      <TextInput label="Institution" placeholder="School, college or madrasa" {...textFieldProps(props, 'institution')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="District"
          required
          placeholder="Select a district"
          data={DISTRICTS}
          searchable
          nothingFoundMessage="No such district"
          allowDeselect={false}
          {...selectFieldProps(props, 'district')}
        />
        <Select
          label="Area"
          required
          placeholder={values.district ? 'Select an area' : 'Select a district first'}
          data={areas}
          disabled={areas.length === 0}
          searchable
          nothingFoundMessage="No such area"
          allowDeselect={false}
          {...selectFieldProps(props, 'area')}
        />
      </SimpleGrid>
      <Textarea
        label="Location Details"
        placeholder="House, road, landmark"
        // A fixed height the user can drag: Mantine's autosize needs document.fonts, missing in tests.
        rows={3}
        resize="vertical"
        {...textFieldProps(props, 'locationDetails')}
      />
    </Stack>
  );
}
