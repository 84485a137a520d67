import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/format';

export type EndDialogState = 'idle' | 'busy' | 'error' | 'success';

/** Who reports the end: the selected tutor (My Tuitions) or the guardian (My requests); the texts differ a little. */
export type EndReporter = 'tutor' | 'guardian';

export interface ReportTuitionEndDialogProps {
  opened: boolean;
  jobNumber: string;
  /** The earliest date allowed (YYYY-MM-DD): the day the tutor was assigned. */
  minDate: string;
  /** Today in Dhaka (YYYY-MM-DD): the latest date allowed. */
  maxDate: string;
  state: EndDialogState;
  error?: string | null;
  onSubmit: (body: { endedOn: string; note?: string }) => void;
  onClose: () => void;
  initialDate?: string;
  initialStep?: 'form' | 'summary';
  /** The tutor by default. */
  reporter?: EndReporter;
}

/** The day (YYYY-MM-DD) in Dhaka, where every tuition is. */
export const dhakaToday = (now = new Date()) => new Date(now.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);

/**
 * "Report tuition ended": the date it ended (not before the assignment, not in the future) and an optional note,
 * then a summary of what happens next to confirm; busy, the server's refusal, and the thank-you once sent. The tutor
 * and the guardian see the same dialog; only the intro and the fee rule speak to each.
 */
export function ReportTuitionEndDialog({
  opened,
  jobNumber,
  minDate,
  maxDate,
  state,
  error,
  onSubmit,
  onClose,
  initialDate = '',
  initialStep = 'form',
  reporter = 'tutor',
}: ReportTuitionEndDialogProps) {
  const { t } = useTranslation('money');
  const [date, setDate] = useState(initialDate);
  const [note, setNote] = useState('');
  const [step, setStep] = useState<'form' | 'summary'>(initialStep);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = state === 'busy';
  const says = reporter === 'guardian' ? 'reportEnd.guardian' : 'reportEnd';
  const close = () => {
    if (busy) return;
    setStep('form');
    setProblem(null);
    onClose();
  };
  const next = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) setProblem(t('reportEnd.errors.date'));
    else if (date > maxDate) setProblem(t('reportEnd.errors.future'));
    else if (date < minDate) setProblem(t('reportEnd.errors.beforeStart', { date: formatDate(minDate) }));
    else {
      setProblem(null);
      setStep('summary');
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('reportEnd.title', { job: jobNumber })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {state === 'success' ? (
        <Stack gap="sm">
          <Alert color="green" role="status" title={t('reportEnd.sentTitle')}>
            {t('reportEnd.sent')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('common.done')}</Button>
          </Group>
        </Stack>
      ) : step === 'form' ? (
        <Stack gap="sm">
          <Text size="sm">{t(`${says}.intro`)}</Text>
          <TextInput
            type="date"
            label={t('reportEnd.date')}
            value={date}
            min={minDate}
            max={maxDate}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={problem ?? undefined}
            required
          />
          <Textarea label={t('reportEnd.note')} value={note} maxLength={500} rows={3} onChange={(event) => setNote(event.currentTarget.value)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={next}>{t('common.continue')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text fw={600}>{t('reportEnd.summaryTitle')}</Text>
          <Text size="sm">{t('reportEnd.summary', { job: jobNumber, date: formatDate(date) })}</Text>
          <Text size="sm" c="dimmed">
            {t(`${says}.rule`)}
          </Text>
          {state === 'error' && (
            <Alert color="red" role="alert" title={t('reportEnd.notSent')}>
              {error ? translateMessage(error) : t('common.failed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep('form')} disabled={busy}>
              {t('common.back')}
            </Button>
            <Button loading={busy} onClick={() => onSubmit({ endedOn: date, ...(note.trim() ? { note: note.trim() } : {}) })}>
              {t('reportEnd.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
