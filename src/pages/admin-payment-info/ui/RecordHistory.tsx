import { ActionIcon, Alert, Button, Group, Loader, Modal, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/entities/session';
import { useUserRecord } from '@/entities/user';
import { ROUTE_ACCESS, roleAllows, type ActivityEntry } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/format';
import { fetchRecordHistory } from '../api/record-history';

type Load = (recordType: string, recordId: string) => Promise<ActivityEntry[]>;

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; entries: ActivityEntry[] };

export interface RecordHistoryProps {
  recordType: string;
  recordId: string;
  /** Answers without a server (stories, tests). */
  load?: Load;
}

/** A record's own history: each staff action on it, newest first, with who, when, what changed and why. */
export function RecordHistory({ recordType, recordId, load = fetchRecordHistory }: RecordHistoryProps) {
  const { t } = useTranslation('adminRecords');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load(recordType, recordId).then(
      (entries) => live && setState({ status: 'ready', entries }),
      (error: unknown) =>
        live && setState({ status: 'failed', message: error instanceof Error && error.message ? error.message : t('history.failed') }),
    );
    return () => {
      live = false;
    };
  }, [load, recordType, recordId, attempt, t]);

  if (state.status === 'loading')
    return (
      <Group justify="center" py="md" gap="xs" role="status" aria-label={t('history.loading')}>
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  if (state.status === 'failed')
    return (
      <Alert color="red" title={t('history.failedTitle')} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{state.message}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('actions.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  if (state.entries.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md">
        {t('history.empty')}
      </Text>
    );
  return (
    <Timeline bulletSize={12} lineWidth={2} aria-label={t('history.label')}>
      {state.entries.map((entry) => (
        <Timeline.Item key={entry._id} title={entry.action}>
          <Text size="xs" c="dimmed">
            {`${formatDateTime(entry.createdAt)} · ${entry.actorEmail ?? t('history.system')}`}
          </Text>
          {Object.entries(entry.changes).map(([field, { before, after }]) => (
            <Text key={field} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {`${field}: ${shown(before)} → ${shown(after)}`}
            </Text>
          ))}
          {entry.reason && <Text size="sm">{t('history.reason', { reason: entry.reason })}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export interface RecordHistoryModalProps extends RecordHistoryProps {
  title: string;
  opened: boolean;
  onClose: () => void;
}

/** The history in a dialog (opened from a row's History button). */
export function RecordHistoryModal({ title, opened, onClose, ...history }: RecordHistoryModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      {opened && <RecordHistory {...history} />}
    </Modal>
  );
}

/** A row's History button (staff who may read the activity log): the record's own activity entries in a dialog. */
export function RecordHistoryButton({ label, ...history }: Omit<RecordHistoryModalProps, 'opened' | 'onClose' | 'title'> & { label: string }) {
  const session = useSessionUser();
  const { user } = useUserRecord(session?.id);
  const [opened, setOpened] = useState(false);
  const { t } = useTranslation('adminRecords');
  if (!user?.role || !roleAllows(ROUTE_ACCESS['GET /api/admin/activity'], user.role)) return null;
  return (
    <>
      <ActionIcon variant="subtle" aria-label={label} onClick={() => setOpened(true)}>
        <IconHistory size={18} aria-hidden="true" />
      </ActionIcon>
      <RecordHistoryModal {...history} title={t('payments.historyTitle')} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
