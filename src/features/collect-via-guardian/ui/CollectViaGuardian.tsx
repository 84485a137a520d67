import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { markCollectViaGuardian } from '../api/collect-via-guardian-api';

export interface CollectViaGuardianProps {
  paymentId: string;
  jobNumber: string;
  balance: number;
  /** Called once the fee is marked. */
  onMarked?: () => void;
  mark?: (paymentId: string, reason: string) => Promise<unknown>;
}

/** Finance: "Collect via guardian" on an unpaid fee, with a reason and a summary to confirm. */
export function CollectViaGuardian({ paymentId, jobNumber, balance, onMarked, mark = markCollectViaGuardian }: CollectViaGuardianProps) {
  const { t } = useTranslation('money');
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    if (reason.trim().length < 3) {
      setProblem(t('decide.reasonRequired'));
      return;
    }
    setProblem(null);
    setBusy(true);
    setError(null);
    try {
      await mark(paymentId, reason.trim());
      setOpened(false);
      onMarked?.();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? translateMessage(failure.message) : t('common.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="xs" variant="light" color="orange" c="dark.7" onClick={() => setOpened(true)}>
        {t('collect.button')}
      </Button>
      <Modal opened={opened} onClose={() => !busy && setOpened(false)} title={t('collect.title', { job: jobNumber })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="sm">
          <Text size="sm">{t('collect.summary', { amount: formatMoney(balance), job: jobNumber })}</Text>
          <Textarea
            label={t('decide.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={problem ?? undefined}
            required
            rows={3}
            maxLength={500}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button color="orange.8" loading={busy} onClick={() => void submit()}>
              {t('collect.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
