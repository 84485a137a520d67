import { Alert, Button, Group, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconShieldLock } from '@tabler/icons-react';
import { DOCUMENT_KINDS, DOCUMENT_MESSAGES, type DocumentKind } from '@machines/document-verification';
import type { DocumentVerificationSnapshot } from '../model/flow-overrides';
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
          Identity documents
        </Title>
        <Text size="sm" c="dimmed">
          Upload a clear photo of your National ID or Birth Certificate and of your Institution ID. They stay
          private: only you and our verification team can see them.
        </Text>
      </Stack>

      {checking && (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">Checking your documents…</Text>
        </Group>
      )}
      {statusError && (
        <Alert color="yellow" variant="light" title="Document status unavailable" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{statusError}</Text>
            <Button size="xs" variant="light" onClick={onRetryStatus}>
              Check again
            </Button>
          </Stack>
        </Alert>
      )}
      {pending && (
        <Alert color="blue" variant="light" icon={<IconClockHour4 aria-hidden="true" />} role="status">
          {DOCUMENT_MESSAGES.pending}
        </Alert>
      )}
      {verified && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          {DOCUMENT_MESSAGES.verified}
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
          <Progress value={progress ?? 0} size="lg" striped animated aria-label="Upload progress" />
          <Text size="sm">Uploading... {progress ?? 0}%</Text>
        </Stack>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
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
          {verified ? DOCUMENT_MESSAGES.verifiedButton : uploading ? 'Uploading...' : DOCUMENT_MESSAGES.submit}
        </Button>
      </Group>
    </Stack>
  );
}
