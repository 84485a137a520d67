import { Alert, Badge, Button, CloseButton, Group, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
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
import { addSubject, INITIAL_VALUES, toCreateBody, validateCreateTuition, type CreateTuitionValues } from '../lib/form-values';
import { $createError, $creating, createFormReset, createTuitionFx } from '../model/create';

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
  const form = useForm<CreateTuitionValues>({ initialValues, validate: validateCreateTuition });
  const [subjectPick, setSubjectPick] = useState<string | null>(null);
  useEffect(() => reset, [reset]);

  const { values } = form;
  const classes = values.medium ? classesOf(values.medium) : ALL_CLASSES;

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
    <form onSubmit={submit} noValidate aria-label="Create tuition">
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Student ID" inputMode="numeric" {...form.getInputProps('studentId')} />
          <Select label="District" required searchable data={[...DISTRICTS]} {...form.getInputProps('district')} />
          <TextInput label="Area" {...form.getInputProps('area')} />
          <TextInput label="Location" required {...form.getInputProps('location')} />
          <Select
            label="Medium"
            required
            data={[...CATEGORY_LABELS]}
            {...form.getInputProps('medium')}
            onChange={(value) => {
              form.setFieldValue('medium', value);
              if (value && values.classLevel && !classesOf(value).some((c) => c === values.classLevel)) {
                form.setFieldValue('classLevel', null);
              }
            }}
          />
          <Select label="Class level" required searchable data={[...classes]} {...form.getInputProps('classLevel')} />
          <Select label="Preferred tutor" required data={[...TUITION_PREFERRED_TUTORS]} {...form.getInputProps('preferredTutor')} />
          <Select
            label="Tutoring type"
            required
            allowDeselect={false}
            data={[...TUITION_TUTORING_TYPES]}
            {...form.getInputProps('tutoringType')}
          />
          <Select label="Days per week" required data={[...DAYS_PER_WEEK_VALUES]} {...form.getInputProps('days')} />
          <TextInput label="Salary" required placeholder="e.g. 5000-8000" {...form.getInputProps('salary')} />
          <Select
            label="Student gender"
            required
            placeholder="Any"
            data={[...TUITION_STUDENT_GENDERS]}
            {...form.getInputProps('studentGender')}
          />
          <Select
            label="Tutoring time"
            required
            allowDeselect={false}
            data={[...TUITION_TUTORING_TIMES]}
            {...form.getInputProps('tutoringTime')}
          />
          <NumberInput label="Number of students" min={1} max={100} allowDecimal={false} {...form.getInputProps('noOfStudents')} />
        </SimpleGrid>

        <Stack gap={6}>
          <Select
            label="Subjects"
            required
            searchable
            placeholder="Add a subject..."
            data={SUBJECTS.filter((subject) => !values.subjects.includes(subject))}
            value={subjectPick}
            error={form.errors.subjects}
            onChange={(value) => {
              if (value) {
                form.setFieldValue('subjects', addSubject(values.subjects, value));
                form.clearFieldError('subjects');
              }
              setSubjectPick(null);
            }}
          />
          {values.subjects.length > 0 ? (
            <Group gap={6} component="ul" aria-label="Chosen subjects" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {values.subjects.map((subject) => (
                <Badge
                  key={subject}
                  component="li"
                  variant="light"
                  size="lg"
                  radius="sm"
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label={`Remove ${subject}`}
                      onClick={() => form.setFieldValue('subjects', values.subjects.filter((s) => s !== subject))}
                    />
                  }
                >
                  {subject}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              No subjects added yet.
            </Text>
          )}
        </Stack>

        <Textarea
          label="Requirements"
          description="One requirement per line"
          rows={4}
          {...form.getInputProps('notes')}
        />

        <Group justify="flex-end">
          <Button type="submit" disabled={creating}>
            {creating ? 'Creating...' : 'Create Tuition'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
