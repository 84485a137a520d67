import { Alert, Button, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUserType } from '@/entities/session';
import type { NotificationPreferences, NotificationPreferencesBody } from '@/shared/api';
import { FEE_DUE_SOON_DAYS, type MemberNotificationKind } from '@/shared/config';
import { translateMessage } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/format';
import { LoadError } from '@/shared/ui/load-error';
import { notificationKindsFor } from '../lib/kinds-for';
import {
  $preferences,
  $smsPreferences,
  $preferencesLoadError,
  $preferencesSaveError,
  $preferencesSaving,
  $preferencesStatus,
  preferencesOpened,
  preferencesSubmitted,
} from '../model/preferences';

export interface NotificationPreferencesFormProps {
  /** Which member's kinds to offer (a guardian/student's or a tutor's). */
  userType: SessionUserType;
}

const HEADING_ID = 'email-settings-heading';


/** Mantine's form binds a switch by its `checked`. */
const AS_SWITCH = { type: 'checkbox' } as const;

type SwitchValues = Record<MemberNotificationKind, boolean> & { sms: Record<MemberNotificationKind, boolean> | null };

function SwitchesForm({
  kinds,
  preferences,
  sms,
  saving,
  saveError,
  onSave,
}: {
  kinds: MemberNotificationKind[];
  preferences: NotificationPreferences;
  /** The SMS switches (issue 16), when the server sent them. */
  sms: NotificationPreferences | null;
  saving: boolean;
  saveError: string | null;
  onSave: (body: NotificationPreferencesBody) => void;
}) {
  const { t } = useTranslation('auth');
  const start: SwitchValues = { ...preferences, sms };
  const form = useForm<SwitchValues>({ initialValues: start });
  // A saved answer becomes the new starting point, so Save greys out until the next change.
  useEffect(() => {
    const next: SwitchValues = { ...preferences, sms };
    form.setInitialValues(next);
    form.setValues(next);
    form.resetDirty(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the server's settings change
  }, [preferences, sms]);

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        onSave({
          ...Object.fromEntries(kinds.map((kind) => [kind, values[kind]])),
          ...(values.sms ? { sms: Object.fromEntries(kinds.map((kind) => [kind, values.sms![kind]])) } : {}),
        }),
      )}
      aria-labelledby={HEADING_ID}
    >
      <Stack gap="sm">
        {kinds.map((kind) => {
          // The kind's words in the language on screen; the English data stays in MEMBER_NOTIFICATION_KIND_LABELS.
          const label = t(`notificationKinds.${kind}.label`);
          return (
          <Group key={kind} justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Switch
              style={{ flex: '1 1 12rem', minWidth: 0 }}
              label={label}
              description={t(`notificationKinds.${kind}.description`, { days: formatNumber(FEE_DUE_SOON_DAYS) })}
              {...form.getInputProps(kind, AS_SWITCH)}
            />
            {sms && (
              <Switch
                label={t('notificationSettings.sms')}
                aria-label={t('notificationSettings.smsFor', { kind: label })}
                labelPosition="left"
                {...form.getInputProps(`sms.${kind}`, AS_SWITCH)}
              />
            )}
          </Group>
          );
        })}
        {saveError && (
          <Alert color="red" role="alert" title={t('notificationSettings.saveErrorTitle')}>
            {translateMessage(saveError)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            {t('notificationSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** E-mail settings: one switch per kind of mail this member can get, saved together. */
export function NotificationPreferencesForm({ userType }: NotificationPreferencesFormProps) {
  const model = useUnit({
    preferences: $preferences,
    sms: $smsPreferences,
    status: $preferencesStatus,
    loadError: $preferencesLoadError,
    saveError: $preferencesSaveError,
    saving: $preferencesSaving,
    opened: preferencesOpened,
    submitted: preferencesSubmitted,
  });
  const { t } = useTranslation('auth');
  const { opened } = model;
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={HEADING_ID}>
            {t('notificationSettings.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('notificationSettings.intro')}
          </Text>
        </div>
        {model.status === 'failed' ? (
          <LoadError
            title={t('notificationSettings.loadErrorTitle')}
            message={translateMessage(model.loadError ?? '')}
            onRetry={opened}
          />
        ) : model.status !== 'ready' || !model.preferences ? (
          <Group gap="xs" role="status" aria-label={t('notificationSettings.loadingLabel')}>
            <Loader size="sm" />
            <Text size="sm">{t('notificationSettings.loading')}</Text>
          </Group>
        ) : (
          <SwitchesForm
            kinds={notificationKindsFor(userType)}
            preferences={model.preferences}
            sms={model.sms}
            saving={model.saving}
            saveError={model.saveError}
            onSave={model.submitted}
          />
        )}
      </Stack>
    </Paper>
  );
}
