import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconDownload } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import {
  $exportError,
  $exportFileName,
  $exportStatus,
  dataExportRequested,
  dataExportReset,
  type ExportStatus,
} from '../model/export';

export const DOWNLOAD_MY_DATA_TEXTS = {
  heading: 'Your data',
  intro:
    'Download everything Shikhon keeps about your account as one JSON file: your account, profile, requests, ' +
    'applications, fees and sign-ins. Passwords and where your documents are stored are never included.',
  button: 'Download my data',
  loading: 'Preparing your data...',
  done: (fileName: string) => `Your data was downloaded as ${fileName}.`,
  deletion: 'To delete your account and its data, contact Shikhon support; see the Privacy Policy.',
};

export interface DownloadMyDataViewProps {
  status: ExportStatus;
  error: string | null;
  fileName: string | null;
  onDownload: () => void;
}

/** "Your data": the download button with its loading, done and error states. */
export function DownloadMyDataView({ status, error, fileName, onDownload }: DownloadMyDataViewProps) {
  const titleId = useId();
  const loading = status === 'loading';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {DOWNLOAD_MY_DATA_TEXTS.heading}
        </Title>
        <Text size="sm">{DOWNLOAD_MY_DATA_TEXTS.intro}</Text>
        {status === 'done' && fileName && (
          <Alert color="green" icon={<IconCheck size={18} aria-hidden />} role="status">
            {DOWNLOAD_MY_DATA_TEXTS.done(fileName)}
          </Alert>
        )}
        {status === 'error' && error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            variant="light"
            loading={loading}
            disabled={loading}
            onClick={onDownload}
          >
            {loading ? DOWNLOAD_MY_DATA_TEXTS.loading : DOWNLOAD_MY_DATA_TEXTS.button}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {DOWNLOAD_MY_DATA_TEXTS.deletion}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The signed-in member's "Download my data" (GET /api/me/export), saved as a file. */
export function DownloadMyData() {
  const [status, error, fileName, download, reset] = useUnit([
    $exportStatus,
    $exportError,
    $exportFileName,
    dataExportRequested,
    dataExportReset,
  ]);
  useEffect(() => reset, [reset]);
  return <DownloadMyDataView status={status} error={error} fileName={fileName} onDownload={() => download()} />;
}
