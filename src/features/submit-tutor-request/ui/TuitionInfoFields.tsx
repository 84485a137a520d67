import { Group, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import type { TutorRequestTutoringType } from '@machines/tutor-request-wizard';
import { CATEGORY_LABELS, classesOf, TUTORING_TYPE_LABELS, TUTORING_TYPES } from '@/shared/config';
import { fieldId } from '../lib/field-ids';
import type { StepFieldsProps } from './step-fields';
import { SubjectPicker } from './SubjectPicker';

export interface TuitionInfoFieldsProps extends StepFieldsProps {
  onAddSubject: (subject: string) => void;
  onRemoveSubject: (subject: string) => void;
}

/** Step 2, "Tuition Info": category, class, subjects and the kind of tutoring. */
export function TuitionInfoFields({ values, errors, onChange, onAddSubject, onRemoveSubject }: TuitionInfoFieldsProps) {
  const classes = classesOf(values.medium);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          id={fieldId('medium')}
          label="Category"
          required
          placeholder="Select a category"
          data={CATEGORY_LABELS}
          searchable
          nothingFoundMessage="No such category"
          allowDeselect={false}
          value={values.medium || null}
          onChange={(value) => onChange('medium', value ?? '')}
          error={errors.medium}
        />
        <Select
          id={fieldId('classLevel')}
          label="Class"
          required
          placeholder={values.medium ? 'Select a class' : 'Select a category first'}
          data={classes}
          disabled={classes.length === 0}
          searchable
          nothingFoundMessage="No such class"
          allowDeselect={false}
          value={values.classLevel || null}
          onChange={(value) => onChange('classLevel', value ?? '')}
          error={errors.classLevel}
        />
      </SimpleGrid>
      <SubjectPicker
        value={values.subjects}
        onAdd={onAddSubject}
        onRemove={onRemoveSubject}
        error={errors.subjects}
      />
      <Radio.Group
        label="Tutoring Type"
        required
        value={values.tutoringType || null}
        onChange={(value) => onChange('tutoringType', value as TutorRequestTutoringType)}
        error={errors.tutoringType}
      >
        <Group gap="lg" mt={6}>
          {TUTORING_TYPES.map((type, index) => (
            <Radio
              key={type}
              id={index === 0 ? fieldId('tutoringType') : undefined}
              value={type}
              label={TUTORING_TYPE_LABELS[type]}
            />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
