import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconDownload } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/shared/i18n';
import {
  $exportError,
  $exportFileName,
  $exportStatus,
  dataExportRequested,
  dataExportReset,
  EXPORT_FAILED,
  type ExportStatus,
} from '../model/export';

export interface DownloadMyDataViewProps {
  status: ExportStatus;
  error: string | null;
  fileName: string | null;
  onDownload: () => void;
}

/** "Your data": the download button with its loading, done and error states. */
export function DownloadMyDataView({ status, error, fileName, onDownload }: DownloadMyDataViewProps) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const loading = status === 'loading';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {t('exportData.heading')}
        </Title>
        <Text size="sm">{t('exportData.intro')}</Text>
        {status === 'done' && fileName && (
          <Alert color="green" icon={<IconCheck size={18} aria-hidden />} role="status">
            {t('exportData.done', { fileName })}
          </Alert>
        )}
        {status === 'error' && error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {error === EXPORT_FAILED ? t('exportData.failed') : translateMessage(error)}
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
            {loading ? t('exportData.loading') : t('exportData.button')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('exportData.deletion')}
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
