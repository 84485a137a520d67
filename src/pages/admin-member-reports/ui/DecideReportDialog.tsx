import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { rejectReportBodySchema } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';

export type DecideState = 'idle' | 'busy' | 'error' | 'success';

export interface DecideReportDialogProps {
  opened: boolean;
  decision: 'confirm' | 'reject';
  /** The dialog's title, e.g. "Confirm the payment of SK-10234". */
  title: string;
  /** What will change, one line each (the money action's summary). */
  summary: string[];
  state: DecideState;
  error?: string | null;
  onDecide: (reason?: string) => void;
  onClose: () => void;
}

/** A rejection's reason, as the contract's reject body checks it (3 to 500 characters, trimmed). */
const checkReject = zod4Resolver(rejectReportBodySchema, { errorPriority: 'first' });

/**
 * Staff confirm or reject a member's report: the summary of what will change first; a rejection needs a reason (the
 * member is told). Busy while the call runs; the server's refusal in words; closes itself on success (the caller).
 */
export function DecideReportDialog({ opened, decision, title, summary, state, error, onDecide, onClose }: DecideReportDialogProps) {
  const { t } = useTranslation('money');
  // Only a rejection has a field to check; its message stays until the next press, as before.
  const form = useForm({
    initialValues: { reason: '' },
    validate: decision === 'reject' ? checkReject : undefined,
    clearInputErrorOnChange: false,
  });
  const { reason } = form.values;
  const problem = form.errors.reason ? t('decide.reasonRequired') : null;
  const busy = state === 'busy';
  const go = form.onSubmit((values) => onDecide(decision === 'reject' ? rejectReportBodySchema.parse(values).reason : undefined));
  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="sm">
        <Text fw={600}>{decision === 'confirm' ? t('decide.willConfirm') : t('decide.willReject')}</Text>
        <List size="sm" spacing={4}>
          {summary.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {decision === 'reject' && (
          <Textarea
            label={t('decide.reason')}
            description={t('decide.reasonHelp')}
            value={reason}
            onChange={(event) => form.setFieldValue('reason', event.currentTarget.value)}
            error={problem ?? undefined}
            required
            rows={3}
            maxLength={500}
          />
        )}
        {state === 'error' && (
          <Alert color="red" role="alert" title={t('decide.failedTitle')}>
            {error ? translateMessage(error) : t('common.failed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button color={decision === 'confirm' ? 'brand.8' : 'red.8'} loading={busy} onClick={() => go()}>
            {decision === 'confirm' ? t('decide.confirm') : t('decide.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
