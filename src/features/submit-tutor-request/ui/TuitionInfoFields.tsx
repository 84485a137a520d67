import { Group, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import { EXCLUDED_SUBJECT, TUTOR_REQUEST_MESSAGES, type TutorRequestTutoringType } from '@machines/tutor-request-wizard';
import { CATEGORY_LABELS, classesOf, SUBJECTS, TUTORING_TYPE_LABELS, TUTORING_TYPES } from '@/shared/config';
import { SubjectPicker } from '@/shared/ui/subject-picker';
import { fieldId } from '../lib/field-ids';
import { selectFieldProps, type StepFieldsProps } from './step-fields';

// "Add a subject..." never offers "All".
const offeredSubjects = (SUBJECTS as readonly string[]).filter((subject) => subject !== EXCLUDED_SUBJECT);

export interface TuitionInfoFieldsProps extends StepFieldsProps {
  onAddSubject: (subject: string) => void;
  onRemoveSubject: (subject: string) => void;
}

/** Step 2, "Tuition Info": category, class, subjects and the kind of tutoring. */
export function TuitionInfoFields({ onAddSubject, onRemoveSubject, ...props }: TuitionInfoFieldsProps) {
  const { values, errors, onChange } = props;
  const classes = classesOf(values.medium);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Category"
          required
          placeholder="Select a category"
          data={CATEGORY_LABELS}
          searchable
          nothingFoundMessage="No such category"
          allowDeselect={false}
          {...selectFieldProps(props, 'medium')}
        />
        <Select
          label="Class"
          required
          placeholder={values.medium ? 'Select a class' : 'Select a category first'}
          data={classes}
          disabled={classes.length === 0}
          searchable
          nothingFoundMessage="No such class"
          allowDeselect={false}
          {...selectFieldProps(props, 'classLevel')}
        />
      </SimpleGrid>
      <SubjectPicker
        id={fieldId('subjects')}
        data={offeredSubjects}
        value={values.subjects}
        onAdd={onAddSubject}
        onRemove={onRemoveSubject}
        placeholder="Add a subject..."
        // The hint stays inline while none is chosen; after a blocked Next it is the error.
        description={values.subjects.length === 0 && !errors.subjects ? TUTOR_REQUEST_MESSAGES.subjects : undefined}
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
