import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closeTuitionBodySchema,
  TUITION_CLOSE_REASONS,
  type ApiError,
  type TuitionCloseReason,
} from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { formatJobNumber } from '@/shared/lib/job-number';
import { closeFailureText, closeTuitionFx } from '../model/close';

// A type, not an interface: the resolver takes a record of values.
type CloseValues = { reason: TuitionCloseReason | null; note: string };

/** The contract's body schema checks the form (a reason; a note when it is "Other"). */
const checkClose = zod4Resolver(closeTuitionBodySchema, { errorPriority: 'first' });

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
  const form = useForm<CloseValues>({ initialValues: { reason: null, note: '' }, validate: checkClose });
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const { reason, note } = form.values;
  // After the first submit the messages follow the fields as they change.
  const errors = submitted ? checkClose(form.values) : {};
  const shown = (message: unknown) => (typeof message === 'string' ? translateMessage(message) : null);

  const submit = form.onSubmit(
    (values) => {
      const body = closeTuitionBodySchema.parse(values);
      setError(null);
      close({ jobId: job.jobId, body: { reason: body.reason, ...(body.note ? { note: body.note } : {}) } }).then(
        () => onClose(),
        (failure: ApiError) => setError(closeFailureText(failure)),
      );
    },
    () => setSubmitted(true),
  );

  return (
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('closeTuition.explain')}
            {job.status === 'assigned' ? t('closeTuition.assignedNote') : ''}
          </Text>
          <Radio.Group label={t('closeTuition.why')} withAsterisk value={reason} onChange={(value) => form.setFieldValue('reason', value as TuitionCloseReason)} error={shown(errors.reason)}>
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
            onChange={(event) => form.setFieldValue('note', event.currentTarget.value)}
            maxLength={500}
            rows={3}
            error={shown(errors.note)}
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
