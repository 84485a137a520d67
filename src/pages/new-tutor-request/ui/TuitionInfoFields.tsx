import { Group, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { EXCLUDED_SUBJECT, TUTOR_REQUEST_MESSAGES, type TutorRequestTutoringType } from '@machines/tutor-request-wizard';
import { wizardMessage } from '../lib/wizard-message';
import { CATEGORY_LABELS, classesOf, SUBJECTS, TUTORING_TYPE_LABELS, TUTORING_TYPES } from '@/shared/config';
import { SubjectPicker } from '@/shared/ui/subject-picker';
import { fieldId } from '../lib/field-ids';
import { selectFieldProps, useStepWords, type StepFieldsProps } from './step-fields';

// "Add a subject..." never offers "All".
const offeredSubjects = (SUBJECTS as readonly string[]).filter((subject) => subject !== EXCLUDED_SUBJECT);

export interface TuitionInfoFieldsProps extends StepFieldsProps {
  onAddSubject: (subject: string) => void;
  onRemoveSubject: (subject: string) => void;
}

/** Step 2, "Tuition Info": category, class, subjects and the kind of tutoring. */
export function TuitionInfoFields({ onAddSubject, onRemoveSubject, ...props }: TuitionInfoFieldsProps) {
  const { values, errors, onChange } = props;
  const { t, label, options } = useStepWords();
  const classes = classesOf(values.medium);
  const fields = { medium: selectFieldProps(props, 'medium'), classLevel: selectFieldProps(props, 'classLevel') };
  const categoryOptions = useMemo(() => options('category', CATEGORY_LABELS), [options]);
  const classOptions = useMemo(() => options('class', classes), [options, classes]);
  const typeLabel = (type: TutorRequestTutoringType) => label('tutoringType', TUTORING_TYPE_LABELS[type]);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('wizard.fields.category')}
          required
          placeholder={t('wizard.fields.categoryPlaceholder')}
          data={categoryOptions}
          searchable
          nothingFoundMessage={t('wizard.fields.noCategory')}
          allowDeselect={false}
          {...fields.medium}
        />
        <Select
          label={t('wizard.fields.class')}
          required
          placeholder={values.medium ? t('wizard.fields.classPlaceholder') : t('wizard.fields.classFirst')}
          data={classOptions}
          disabled={classes.length === 0}
          searchable
          nothingFoundMessage={t('wizard.fields.noClass')}
          allowDeselect={false}
          {...fields.classLevel}
        />
      </SimpleGrid>
      <SubjectPicker
        id={fieldId('subjects')}
        data={offeredSubjects}
        value={values.subjects}
        onAdd={onAddSubject}
        onRemove={onRemoveSubject}
        label={t('requestDetails.fields.subjects')}
        placeholder={t('wizard.fields.subjectPlaceholder')}
        // The hint stays inline while none is chosen; after a blocked Next it is the error.
        description={values.subjects.length === 0 && !errors.subjects ? wizardMessage(TUTOR_REQUEST_MESSAGES.subjects) : undefined}
        error={errors.subjects}
      />
      <Radio.Group
        label={t('wizard.fields.tutoringType')}
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
              label={typeLabel(type)}
            />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
