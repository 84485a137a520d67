import { Alert, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/shared/api';
import { fetchLedgerCsv } from '../api/export-ledger';

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

export interface ExportLedgerCsvProps {
  /** Fetches the file (stories and tests answer without a server). */
  load?: (from: string, to: string) => Promise<Blob>;
}

/** Finance's CSV of the ledger's entries between two days (inclusive): From, To and Download CSV. */
export function ExportLedgerCsv({ load = fetchLedgerCsv }: ExportLedgerCsvProps) {
  const { t } = useTranslation('adminRecords');
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invalid = !from || !to || from > to;

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await load(from, to), `ledger-${from}-to-${to}.csv`);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('exportLedger.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('exportLedger.region')}>
      <Text fw={600} mb="xs">
        {t('exportLedger.title')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label={t('exportLedger.from')} type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.currentTarget.value)} />
        <TextInput
          label={t('exportLedger.to')}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={from && to && from > to ? t('exportLedger.endBeforeStart') : undefined}
        />
        <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()} loading={busy} disabled={invalid}>
          {t('exportLedger.download')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" mt="sm" role="alert" title={t('exportLedger.failedTitle')}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}
