import { Alert, Button, Group, Loader, Paper, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { studentProfileUpdateBodySchema, type StudentProfile, type StudentProfileUpdateBody } from '@/shared/api';
import { areasOf, DISTRICTS, STUDENT_GENDERS } from '@/shared/config';
import { normalizeDigits } from '@/shared/lib/digits';
import { catalogueLabel } from '@/shared/ui/catalogue-label';
import {
  validateStudentProfile,
  valuesOf,
  type StudentProfileErrors,
  type StudentProfileField,
  type StudentProfileValues,
} from '../lib/form-values';
import { studentProfileMessage } from '../lib/student-profile-messages';
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

const withCurrent = (options: readonly string[], value: string) =>
  value && !options.includes(value) ? [...options, value] : [...options];

function StudentProfileFields({
  profile,
  saveStatus,
  saveMessage,
  onSubmit,
}: Pick<StudentProfileFormViewProps, 'profile' | 'saveStatus' | 'saveMessage' | 'onSubmit'>) {
  const { t } = useTranslation('profile');
  const form = useForm<StudentProfileValues>({
    initialValues: valuesOf(profile),
    validate: validateStudentProfile,
    // Only the edited fields lose their messages (a city change clears the area's too).
    clearInputErrorOnChange: false,
  });
  const { values } = form;
  const saving = saveStatus === 'saving';
  const saved = saveStatus === 'saved';

  const set = (patch: Partial<StudentProfileValues>) => {
    form.setValues(patch);
    for (const field of Object.keys(patch) as StudentProfileField[]) form.clearFieldError(field);
  };
  const submit = form.onSubmit((checked) => onSubmit(studentProfileUpdateBodySchema.parse(checked)));
  const areas = areasOf(values.currentCity);
  // The contract's messages (and the form's own) in the language on screen.
  const shownErrors: StudentProfileErrors = Object.fromEntries(
    Object.entries(form.errors).map(([field, message]) => [field, typeof message === 'string' ? studentProfileMessage(message) : undefined]),
  );
  // District and area names: the catalogue's label, the English value when it has none.
  const place = (group: 'district' | 'area', value: string) => ({
    value,
    // Areas have no Bangla labels yet: they show as stored.
    label: group === 'area' ? value : catalogueLabel(group, value),
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={saving} aria-label={t('student.title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('student.fullName')}
            required
            autoComplete="name"
            value={values.fullName}
            onChange={(event) => set({ fullName: event.currentTarget.value })}
            error={shownErrors.fullName}
            maxLength={120}
          />
          <TextInput
            label={t('student.email')}
            type="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={(event) => set({ email: event.currentTarget.value })}
            error={shownErrors.email}
            maxLength={254}
          />
          <TextInput
            label={t('student.phone')}
            type="tel"
            required
            autoComplete="tel"
            value={values.phone}
            // "০১৭১২৩৪৫৬৭৮" is kept as "01712345678".
            onChange={(event) => set({ phone: normalizeDigits(event.currentTarget.value) })}
            error={shownErrors.phone}
            maxLength={24}
          />
          <Radio.Group
            label={t('student.gender')}
            required
            value={values.gender}
            onChange={(gender) => set({ gender })}
            error={shownErrors.gender}
          >
            <Group gap="lg" mt={6}>
              {STUDENT_GENDERS.map((gender) => (
                <Radio key={gender} value={gender} label={t(`student.genders.${gender}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Select
            label={t('student.city')}
            required
            placeholder={t('student.cityPlaceholder')}
            data={withCurrent(DISTRICTS, values.currentCity).map((value) => place('district', value))}
            value={values.currentCity || null}
            onChange={(city) =>
              set({
                currentCity: city ?? '',
                // The area list depends on the city: an area of another city is cleared.
                currentArea: areasOf(city).includes(values.currentArea) ? values.currentArea : '',
              })
            }
            searchable
            nothingFoundMessage={t('student.noDistrict')}
            error={shownErrors.currentCity}
          />
          <Select
            label={t('student.area')}
            required
            placeholder={values.currentCity ? t('student.areaPlaceholder') : t('student.cityFirst')}
            data={withCurrent(areas, values.currentArea).map((value) => place('area', value))}
            value={values.currentArea || null}
            onChange={(area) => set({ currentArea: area ?? '' })}
            searchable
            disabled={!values.currentCity}
            nothingFoundMessage={t('student.noArea')}
            error={shownErrors.currentArea}
          />
        </SimpleGrid>
        {saveMessage && (
          <Alert color={saved ? 'green' : 'red'} variant="light" role={saved ? 'status' : 'alert'}>
            {studentProfileMessage(saveMessage)}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={saving || saved} fullWidth maw={{ sm: 240 }}>
            {saving ? t('student.updating') : t('student.update')}
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
  const { t } = useTranslation('profile');
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {t('student.title')}
        </Title>
        {loadStatus === 'failed' ? (
          <Alert color="red" title={t('common.couldNotOpenProfile')} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{loadError && studentProfileMessage(loadError)}</Text>
              <Button variant="light" color="red" onClick={onRetry}>
                {t('common.tryAgainLower')}
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
            <Text>{t('common.loadingProfile')}</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
