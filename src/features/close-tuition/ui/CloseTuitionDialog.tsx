import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLOSE_TUITION_MESSAGES,
  TUITION_CLOSE_REASONS,
  type ApiError,
  type TuitionCloseReason,
} from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { formatJobNumber } from '@/shared/lib/job-number';
import { closeFailureText, closeTuitionFx } from '../model/close';

export interface CloseTuitionDialogProps {
  /** The job to close; null keeps the dialog shut. */
  job: { jobId: string; jobNumber: number; status: string } | null;
  onClose: () => void;
}

/** "Close job": why (filled, guardian withdrew, no response, other with a note), then the job leaves the board. */
export function CloseTuitionDialog({ job, onClose }: CloseTuitionDialogProps) {
  const { t } = useTranslation('admin');
  const pending = useUnit(closeTuitionFx.pending);
  return (
    <Modal
      opened={job !== null}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={t('closeTuition.title', { job: job ? formatJobNumber(job.jobNumber) : '' })}
      centered
      closeButtonProps={{ 'aria-label': t('closeTuition.close') }}
    >
      {/* Keyed by the job: another job's dialog starts empty. */}
      {job && <CloseTuitionForm key={job.jobId} job={job} onClose={onClose} />}
    </Modal>
  );
}

function CloseTuitionForm({ job, onClose }: { job: NonNullable<CloseTuitionDialogProps['job']>; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { close, pending } = useUnit({ close: closeTuitionFx, pending: closeTuitionFx.pending });
  const [reason, setReason] = useState<TuitionCloseReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const reasonError = submitted && !reason ? translateMessage(CLOSE_TUITION_MESSAGES.reason) : null;
  const noteError = submitted && reason === 'other' && !note.trim() ? translateMessage(CLOSE_TUITION_MESSAGES.noteForOther) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!reason || (reason === 'other' && !note.trim())) return;
    setError(null);
    close({ jobId: job.jobId, body: { reason, ...(note.trim() ? { note: note.trim() } : {}) } }).then(
      () => onClose(),
      (failure: ApiError) => setError(closeFailureText(failure)),
    );
  };

  return (
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('closeTuition.explain')}
            {job.status === 'assigned' ? t('closeTuition.assignedNote') : ''}
          </Text>
          <Radio.Group label={t('closeTuition.why')} withAsterisk value={reason} onChange={(value) => setReason(value as TuitionCloseReason)} error={reasonError}>
            <Stack gap="xs" mt="xs">
              {TUITION_CLOSE_REASONS.map((value) => (
                <Radio key={value} value={value} label={t(`closeTuition.reasons.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={reason === 'other' ? t('closeTuition.reason') : t('closeTuition.note')}
            description={t('closeTuition.noteDescription')}
            withAsterisk={reason === 'other'}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={500}
            rows={3}
            error={noteError}
          />
          {error && (
            <Alert color="red" role="alert" title={t('closeTuition.notClosed')}>
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('closeTuition.cancel')}
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {t('closeTuition.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
  );
}
