import { Alert, Button, Group, Loader, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { studentProfileUpdateBodySchema, type StudentProfile, type StudentProfileUpdateBody } from '@/shared/api';
import { STUDENT_GENDERS } from '@/shared/config';
import { normalizeDigits } from '@/shared/lib/digits';
import { PlaceSelects } from '@/shared/ui/place-selects';
import { FormLoadFailed, FormPaper } from '@/shared/ui/form-paper';
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
  // The contract's messages (and the form's own) in the language on screen.
  const shownErrors: StudentProfileErrors = Object.fromEntries(
    Object.entries(form.errors).map(([field, message]) => [field, typeof message === 'string' ? studentProfileMessage(message) : undefined]),
  );

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
          <PlaceSelects
            city={values.currentCity}
            area={values.currentArea}
            onChange={set}
            cityProps={{
              label: t('student.city'),
              required: true,
              placeholder: t('student.cityPlaceholder'),
              nothingFoundMessage: t('student.noDistrict'),
              error: shownErrors.currentCity,
            }}
            areaProps={{
              label: t('student.area'),
              required: true,
              placeholder: values.currentCity ? t('student.areaPlaceholder') : t('student.cityFirst'),
              nothingFoundMessage: t('student.noArea'),
              error: shownErrors.currentArea,
            }}
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
    <FormPaper title={t('student.title')}>
      {loadStatus === 'failed' ? (
        <FormLoadFailed
          title={t('common.couldNotOpenProfile')}
          message={loadError && studentProfileMessage(loadError)}
          retryLabel={t('common.tryAgainLower')}
          onRetry={onRetry}
        />
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
    </FormPaper>
  );
}
