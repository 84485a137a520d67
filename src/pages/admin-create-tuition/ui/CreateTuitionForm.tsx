import { Alert, Badge, Button, CloseButton, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuitionSavedResponse } from '@/shared/api';
import {
  ALL_CLASSES,
  CATEGORY_LABELS,
  classesOf,
  DAYS_PER_WEEK_VALUES,
  DISTRICTS,
  SUBJECTS,
  TUITION_PREFERRED_TUTORS,
  TUITION_STUDENT_GENDERS,
  TUITION_TUTORING_TIMES,
  TUITION_TUTORING_TYPES,
} from '@/shared/config';
import { translateMessage } from '@/shared/i18n';
import { normalizeDigits } from '@/shared/lib/digits';
import { localDigits } from '@/shared/lib/format';
import { WholeNumberInput } from '@/shared/ui/whole-number-input';
import { addSubject, INITIAL_VALUES, toCreateBody, validateCreateTuition, type CreateTuitionValues } from '../lib/form-values';
import { $createError, $creating, createFormReset, createTuitionFx } from '../model/create';

const FIELD_NAMES = [
  'studentId',
  'district',
  'area',
  'location',
  'medium',
  'classLevel',
  'preferredTutor',
  'tutoringType',
  'days',
  'salary',
  'studentGender',
  'tutoringTime',
  'noOfStudents',
  'notes',
] as const satisfies readonly (keyof CreateTuitionValues)[];

export interface CreateTuitionFormProps {
  /** After HTTP 201, once the form is reset. */
  onCreated?: (created: TuitionSavedResponse) => void;
  /** What the form starts with (and resets to); the blank form by default. Stories start filled. */
  initialValues?: CreateTuitionValues;
}

/** The admin's Create Tuition form: every field of the spec, its defaults and messages. */
export function CreateTuitionForm({ onCreated, initialValues = INITIAL_VALUES }: CreateTuitionFormProps) {
  const { error, creating, create, reset } = useUnit({
    error: $createError,
    creating: $creating,
    create: createTuitionFx,
    reset: createFormReset,
  });
  const { t } = useTranslation(['admin', 'catalogue']);
  const form = useForm<CreateTuitionValues>({ initialValues, validate: validateCreateTuition });
  /** A catalogue value's label in the language on screen (the value is what is sent). */
  const label = (group: string, value: string) => t(`${group}.${value}`, { ns: 'catalogue', defaultValue: value });
  const options = (group: string, values: readonly (string | number)[]) =>
    values.map((value) => ({ value: String(value), label: label(group, String(value)) }));
  /** A field's props with its message (English, the contract's) in the language on screen. */
  const field = (name: keyof CreateTuitionValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: typeof props.error === 'string' ? translateMessage(props.error) : props.error };
  };
  const chosenSubjects = form.values.subjects.map((subject) => ({ subject, text: label('subject', subject) }));
  const fields = Object.fromEntries(FIELD_NAMES.map((name) => [name, field(name)])) as Record<
    (typeof FIELD_NAMES)[number],
    ReturnType<typeof field>
  >;
  const [subjectPick, setSubjectPick] = useState<string | null>(null);
  useEffect(() => reset, [reset]);

  const { values } = form;
  const classes = values.medium ? classesOf(values.medium) : ALL_CLASSES;
  // The option lists in the language on screen, built once per language (the form re-renders on every keystroke).
  const lists = useMemo(
    () => ({
      district: options('district', DISTRICTS),
      category: options('category', CATEGORY_LABELS),
      preferredTutor: options('preferredTutor', TUITION_PREFERRED_TUTORS),
      tutoringType: options('tutoringType', TUITION_TUTORING_TYPES),
      studentGender: options('studentGender', TUITION_STUDENT_GENDERS),
      tutoringTime: options('tutoringTime', TUITION_TUTORING_TIMES),
      subject: options('subject', SUBJECTS),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `options` reads only `t`
    [t],
  );
  const classOptions = useMemo(() => options('class', classes), [t, classes]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = form.onSubmit((formValues) => {
    create(toCreateBody(formValues)).then(
      (created) => {
        form.reset();
        onCreated?.(created);
      },
      // The banner shows the failure.
      () => undefined,
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('createTuition.formLabel')}>
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {translateMessage(error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('createTuition.studentId')}
            inputMode="numeric"
            {...fields.studentId}
            onChange={(event) => form.setFieldValue('studentId', normalizeDigits(event.currentTarget.value))}
          />
          <Select label={t('createTuition.district')} required searchable data={lists.district} {...fields.district} />
          <TextInput label={t('createTuition.area')} {...fields.area} />
          <TextInput label={t('createTuition.location')} required {...fields.location} />
          <Select
            label={t('createTuition.medium')}
            required
            data={lists.category}
            {...fields.medium}
            onChange={(value) => {
              form.setFieldValue('medium', value);
              if (value && values.classLevel && !classesOf(value).some((c) => c === values.classLevel)) {
                form.setFieldValue('classLevel', null);
              }
            }}
          />
          <Select label={t('createTuition.classLevel')} required searchable data={classOptions} {...fields.classLevel} />
          <Select
            label={t('createTuition.preferredTutor')}
            required
            data={lists.preferredTutor}
            {...fields.preferredTutor}
          />
          <Select
            label={t('createTuition.tutoringType')}
            required
            allowDeselect={false}
            data={lists.tutoringType}
            {...fields.tutoringType}
          />
          <Select
            label={t('createTuition.days')}
            required
            data={DAYS_PER_WEEK_VALUES.map((days) => ({ value: String(days), label: localDigits(String(days)) }))}
            {...fields.days}
          />
          <TextInput
            label={t('createTuition.salary')}
            required
            placeholder={t('createTuition.salaryPlaceholder')}
            {...fields.salary}
            onChange={(event) => form.setFieldValue('salary', normalizeDigits(event.currentTarget.value))}
          />
          <Select
            label={t('createTuition.studentGender')}
            required
            placeholder={t('createTuition.any')}
            data={lists.studentGender}
            {...fields.studentGender}
          />
          <Select
            label={t('createTuition.tutoringTime')}
            required
            allowDeselect={false}
            data={lists.tutoringTime}
            {...fields.tutoringTime}
          />
          <WholeNumberInput label={t('createTuition.noOfStudents')} min={1} max={100} {...fields.noOfStudents} />
        </SimpleGrid>

        <Stack gap={6}>
          <Select
            label={t('createTuition.subjects')}
            required
            searchable
            placeholder={t('createTuition.addSubject')}
            data={lists.subject.filter((option) => !values.subjects.includes(option.value))}
            value={subjectPick}
            error={typeof form.errors.subjects === 'string' ? translateMessage(form.errors.subjects) : form.errors.subjects}
            onChange={(value) => {
              if (value) {
                form.setFieldValue('subjects', addSubject(values.subjects, value));
                form.clearFieldError('subjects');
              }
              setSubjectPick(null);
            }}
          />
          {values.subjects.length > 0 ? (
            <Group gap={6} component="ul" aria-label={t('createTuition.chosenSubjects')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {chosenSubjects.map(({ subject, text }) => (
                <Badge
                  key={subject}
                  component="li"
                  variant="light"
                  size="lg"
                  radius="sm"
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label={t('createTuition.remove', { subject: text })}
                      onClick={() => form.setFieldValue('subjects', values.subjects.filter((s) => s !== subject))}
                    />
                  }
                >
                  {text}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('createTuition.noSubjects')}
            </Text>
          )}
        </Stack>

        <Textarea
          label={t('createTuition.requirements')}
          description={t('createTuition.requirementsDescription')}
          rows={4}
          {...fields.notes}
        />

        <Group justify="flex-end">
          <Button type="submit" disabled={creating}>
            {creating ? t('createTuition.creating') : t('createTuition.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
