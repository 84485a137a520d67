import { Alert, Button, Group, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS, DOCUMENT_MESSAGES, type DocumentKind } from '@machines/document-verification';
import { formatNumber } from '@/shared/lib/format';
import { documentMessage } from '../lib/document-messages';
import type { DocumentVerificationSnapshot } from '../model/documents-actor';
import { DocumentSlot } from './DocumentSlot';

export interface DocumentsPanelViewProps {
  snapshot: DocumentVerificationSnapshot;
  onChoose: (kind: DocumentKind, file: File | null) => void;
  onSubmit: () => void;
  onRetryStatus: () => void;
}

const storedFlag = { nationalId: 'nationalIdUploaded', institutionId: 'institutionIdUploaded' } as const;
const storedPath = { nationalId: 'nationalIdPath', institutionId: 'institutionIdPath' } as const;

/** Step 4 of the tutor profile: the two identity documents, drawn from the document-verification machine. */
export function DocumentsPanelView({ snapshot, onChoose, onSubmit, onRetryStatus }: DocumentsPanelViewProps) {
  const { t } = useTranslation('profile');
  const { status, files, fileErrors, error, statusError, progress } = snapshot.context;
  const checking = snapshot.matches('loadingStatus');
  const uploading = snapshot.hasTag('uploading');
  const verified = snapshot.matches('verified');
  const pending = snapshot.matches('pending');
  const nothingNew = files.nationalId === null && files.institutionId === null;
  const locked = checking || uploading || verified;

  return (
    <Stack gap="md" aria-busy={checking || uploading}>
      <Stack gap={4}>
        <Title order={3} fz="h4">
          {t('documents.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('documents.intro')}
        </Text>
      </Stack>

      {checking && (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">{t('documents.checking')}</Text>
        </Group>
      )}
      {statusError && (
        <Alert color="yellow" variant="light" title={t('documents.statusUnavailable')} role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{documentMessage(statusError)}</Text>
            <Button size="xs" variant="light" onClick={onRetryStatus}>
              {t('documents.checkAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {pending && (
        <Alert color="blue" variant="light" icon={<IconClockHour4 aria-hidden="true" />} role="status">
          {documentMessage(DOCUMENT_MESSAGES.pending)}
        </Alert>
      )}
      {verified && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          {documentMessage(DOCUMENT_MESSAGES.verified)}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {DOCUMENT_KINDS.map((kind) => (
          <DocumentSlot
            key={kind}
            kind={kind}
            file={files[kind]}
            stored={status[storedFlag[kind]]}
            storedPath={status[storedPath[kind]]}
            error={fileErrors[kind]}
            disabled={locked}
            onChoose={(file) => onChoose(kind, file)}
          />
        ))}
      </SimpleGrid>

      {uploading && (
        <Stack gap={4} role="status" aria-live="polite">
          <Progress value={progress ?? 0} size="lg" striped animated aria-label={t('documents.uploadProgress')} />
          <Text size="sm">{t('documents.uploadingPercent', { percent: formatNumber(progress ?? 0) })}</Text>
        </Stack>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {documentMessage(error)}
        </Alert>
      )}

      <Group>
        <Button
          onClick={onSubmit}
          leftSection={verified ? undefined : <IconShieldLock size={18} aria-hidden="true" />}
          color={verified ? 'green' : undefined}
          disabled={locked || (pending && nothingNew)}
          fullWidth
          maw={{ sm: 360 }}
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {verified
            ? documentMessage(DOCUMENT_MESSAGES.verifiedButton)
            : uploading
              ? t('documents.uploading')
              : documentMessage(DOCUMENT_MESSAGES.submit)}
        </Button>
      </Group>
    </Stack>
  );
}
