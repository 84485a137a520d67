import { Alert, Button, Group, Loader, Paper, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { StudentProfile, StudentProfileUpdateBody } from '@/shared/api';
import { areasOf, DISTRICTS, STUDENT_GENDERS } from '@/shared/config';
import {
  checkStudentProfile,
  valuesOf,
  type StudentProfileErrors,
  type StudentProfileField,
  type StudentProfileValues,
} from '../lib/form-values';
import type { StudentProfileLoadStatus, StudentProfileSaveStatus } from '../model/student-profile';

export interface StudentProfileFormViewProps {
  loadStatus: StudentProfileLoadStatus;
  loadError: string | null;
  profile: StudentProfile | null;
  saveStatus: StudentProfileSaveStatus;
  saveMessage: string | null;
  onSubmit: (body: StudentProfileUpdateBody) => void;
  onRetry: () => void;
}

const genderLabels: Record<(typeof STUDENT_GENDERS)[number], string> = { male: 'Male', female: 'Female' };
const withCurrent = (options: readonly string[], value: string) =>
  value && !options.includes(value) ? [...options, value] : [...options];

function StudentProfileFields({
  profile,
  saveStatus,
  saveMessage,
  onSubmit,
}: Pick<StudentProfileFormViewProps, 'profile' | 'saveStatus' | 'saveMessage' | 'onSubmit'>) {
  const [values, setValues] = useState<StudentProfileValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<StudentProfileErrors>({});
  const saving = saveStatus === 'saving';
  const saved = saveStatus === 'saved';

  const set = (patch: Partial<StudentProfileValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as StudentProfileField[]) delete next[field];
      return next;
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkStudentProfile(values);
    if (checked.ok) onSubmit(checked.body);
    else setErrors(checked.errors);
  };
  const areas = areasOf(values.currentCity);

  return (
    <form onSubmit={submit} noValidate aria-busy={saving} aria-label="Update Student Profile">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Full Name"
            required
            autoComplete="name"
            value={values.fullName}
            onChange={(event) => set({ fullName: event.currentTarget.value })}
            error={errors.fullName}
            maxLength={120}
          />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={(event) => set({ email: event.currentTarget.value })}
            error={errors.email}
            maxLength={254}
          />
          <TextInput
            label="Phone"
            type="tel"
            required
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => set({ phone: event.currentTarget.value })}
            error={errors.phone}
            maxLength={24}
          />
          <Radio.Group
            label="Gender"
            required
            value={values.gender}
            onChange={(gender) => set({ gender })}
            error={errors.gender}
          >
            <Group gap="lg" mt={6}>
              {STUDENT_GENDERS.map((gender) => (
                <Radio key={gender} value={gender} label={genderLabels[gender]} />
              ))}
            </Group>
          </Radio.Group>
          <Select
            label="City"
            required
            placeholder="Select your district"
            data={withCurrent(DISTRICTS, values.currentCity)}
            value={values.currentCity || null}
            onChange={(city) =>
              set({
                currentCity: city ?? '',
                // The area list depends on the city: an area of another city is cleared.
                currentArea: areasOf(city).includes(values.currentArea) ? values.currentArea : '',
              })
            }
            searchable
            nothingFoundMessage="No district found"
            error={errors.currentCity}
          />
          <Select
            label="Area"
            required
            placeholder={values.currentCity ? 'Select your area' : 'Select a city first'}
            data={withCurrent(areas, values.currentArea)}
            value={values.currentArea || null}
            onChange={(area) => set({ currentArea: area ?? '' })}
            searchable
            disabled={!values.currentCity}
            nothingFoundMessage="No area found"
            error={errors.currentArea}
          />
        </SimpleGrid>
        {saveMessage && (
          <Alert color={saved ? 'green' : 'red'} variant="light" role={saved ? 'status' : 'alert'}>
            {saveMessage}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={saving || saved} fullWidth maw={{ sm: 240 }}>
            {saving ? 'Updating...' : 'Update Profile'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The guardian/student's profile form (spec 2, "Update profile", students). */
export function StudentProfileFormView({
  loadStatus,
  loadError,
  profile,
  saveStatus,
  saveMessage,
  onSubmit,
  onRetry,
}: StudentProfileFormViewProps) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          Update Student Profile
        </Title>
        {loadStatus === 'failed' ? (
          <Alert color="red" title="Could not open your profile" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{loadError}</Text>
              <Button variant="light" color="red" onClick={onRetry}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : loadStatus === 'ready' ? (
          <StudentProfileFields
            profile={profile}
            saveStatus={saveStatus}
            saveMessage={saveMessage}
            onSubmit={onSubmit}
          />
        ) : (
          <Group gap="sm" justify="center" role="status" aria-live="polite" py="xl">
            <Loader size="sm" />
            <Text>Loading your profile…</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
