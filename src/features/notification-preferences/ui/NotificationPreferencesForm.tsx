import { Alert, Button, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { SessionUserType } from '@/entities/session';
import type { NotificationPreferences, NotificationPreferencesBody } from '@/shared/api';
import { MEMBER_NOTIFICATION_KIND_LABELS, type MemberNotificationKind } from '@/shared/config';
import { LoadError } from '@/shared/ui/load-error';
import { notificationKindsFor } from '../lib/kinds-for';
import {
  $preferences,
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

function SwitchesForm({
  kinds,
  preferences,
  saving,
  saveError,
  onSave,
}: {
  kinds: MemberNotificationKind[];
  preferences: NotificationPreferences;
  saving: boolean;
  saveError: string | null;
  onSave: (body: NotificationPreferencesBody) => void;
}) {
  const form = useForm<Record<MemberNotificationKind, boolean>>({ initialValues: preferences });
  // A saved answer becomes the new starting point, so Save greys out until the next change.
  useEffect(() => {
    form.setInitialValues(preferences);
    form.setValues(preferences);
    form.resetDirty(preferences);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the server's settings change
  }, [preferences]);

  return (
    <form
      onSubmit={form.onSubmit((values) => onSave(Object.fromEntries(kinds.map((kind) => [kind, values[kind]]))))}
      aria-labelledby={HEADING_ID}
    >
      <Stack gap="sm">
        {kinds.map((kind) => (
          <Switch
            key={kind}
            label={MEMBER_NOTIFICATION_KIND_LABELS[kind].label}
            description={MEMBER_NOTIFICATION_KIND_LABELS[kind].description}
            {...form.getInputProps(kind, { type: 'checkbox' })}
          />
        ))}
        {saveError && (
          <Alert color="red" role="alert" title="Your e-mail settings were not saved">
            {saveError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            Save e-mail settings
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
    status: $preferencesStatus,
    loadError: $preferencesLoadError,
    saveError: $preferencesSaveError,
    saving: $preferencesSaving,
    opened: preferencesOpened,
    submitted: preferencesSubmitted,
  });
  const { opened } = model;
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={HEADING_ID}>
            E-mail settings
          </Title>
          <Text size="sm" c="dimmed">
            Choose which e-mails we send you. Every notification still appears here.
          </Text>
        </div>
        {model.status === 'failed' ? (
          <LoadError title="Could not load your e-mail settings" message={model.loadError ?? ''} onRetry={opened} />
        ) : model.status !== 'ready' || !model.preferences ? (
          <Group gap="xs" role="status" aria-label="Loading your e-mail settings">
            <Loader size="sm" />
            <Text size="sm">Loading...</Text>
          </Group>
        ) : (
          <SwitchesForm
            kinds={notificationKindsFor(userType)}
            preferences={model.preferences}
            saving={model.saving}
            saveError={model.saveError}
            onSave={model.submitted}
          />
        )}
      </Stack>
    </Paper>
  );
}
