import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/shared/i18n';

/** Where a report dialog stands: the form, the call under way, the server's refusal, done. */
export type ReportDialogState = 'idle' | 'busy' | 'error' | 'success';

/** The form, or the summary to confirm before sending. */
export type ReportDialogStep = 'form' | 'summary';

/** The sentences each report words its own way. */
export interface ReportStepsDialogTexts {
  title: string;
  /** The success alert's title and sentence. */
  sentTitle: string;
  sent: string;
  /** The summary step's heading. */
  summaryTitle: string;
  /** The refusal alert's title. */
  notSent: string;
  /** The summary's send button. */
  send: string;
}

export interface ReportStepsDialogProps {
  opened: boolean;
  texts: ReportStepsDialogTexts;
  state: ReportDialogState;
  /** The server's sentence when state is error. */
  error?: string | null;
  /** Stories and tests may start on the summary. */
  initialStep?: ReportDialogStep;
  /** Checks the form (showing its messages) on Continue; true moves on to the summary. */
  validate: () => boolean;
  /** Clears what the form shows when the dialog closes. */
  onReset: () => void;
  onClose: () => void;
  /** Send, from the summary. */
  onSend: () => void;
  /** The form step: the fields (above Cancel and Continue). */
  form: ReactNode;
  /** The summary step: what will be sent and what happens next (above the refusal, Back and Send). */
  summary: ReactNode;
}

/**
 * The steps every member's report goes through (a payment, the end of a tuition): the form, a summary to confirm,
 * busy while it is sent, the server's refusal in words, and what happens next once it is sent. The dialog does not
 * close while the report is on its way; closing clears the form and starts again at the form.
 */
export function ReportStepsDialog({
  opened,
  texts,
  state,
  error,
  initialStep = 'form',
  validate,
  onReset,
  onClose,
  onSend,
  form,
  summary,
}: ReportStepsDialogProps) {
  const { t } = useTranslation('money');
  const [step, setStep] = useState<ReportDialogStep>(initialStep);
  const busy = state === 'busy';
  const close = () => {
    if (busy) return;
    onReset();
    setStep('form');
    onClose();
  };
  const next = () => {
    if (validate()) setStep('summary');
  };

  return (
    <Modal opened={opened} onClose={close} title={texts.title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {state === 'success' ? (
        <Stack gap="sm">
          <Alert color="green" role="status" title={texts.sentTitle}>
            {texts.sent}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('common.done')}</Button>
          </Group>
        </Stack>
      ) : step === 'form' ? (
        <Stack gap="sm">
          {form}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={next}>{t('common.continue')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text fw={600}>{texts.summaryTitle}</Text>
          {summary}
          {state === 'error' && (
            <Alert color="red" role="alert" title={texts.notSent}>
              {error ? translateMessage(error) : t('common.failed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep('form')} disabled={busy}>
              {t('common.back')}
            </Button>
            <Button loading={busy} onClick={onSend}>
              {texts.send}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
