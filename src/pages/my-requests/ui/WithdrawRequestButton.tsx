import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/shared/i18n';
import { DialogActions } from '@/shared/ui/form-modal';
import { toast } from '@/shared/ui/toast';
import { withdrawRequestFx } from '../model/my-requests';

/** Withdraw, with a confirmation and an optional reason; a refusal (e.g. published meanwhile) is shown in words. */
export function WithdrawRequestButton({ requestId, label }: { requestId: string; label: string }) {
  const { t } = useTranslation('member');
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [withdraw, pending] = useUnit([withdrawRequestFx, withdrawRequestFx.pending]);
  const submit = async () => {
    setError(null);
    try {
      const answer = await withdraw({ id: requestId, reason: reason.trim() || undefined });
      toast.success(answer.message);
      close();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? translateMessage(failure.message) : t('myRequests.withdraw.failed'));
    }
  };
  return (
    <>
      <Button variant="subtle" color="red" size="sm" onClick={open} aria-label={t('myRequests.withdraw.buttonLabel', { name: label })}>
        {t('myRequests.withdraw.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('myRequests.withdraw.title')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('myRequests.withdraw.text')}</Text>
          <TextInput label={t('myRequests.withdraw.reason')} maxLength={300} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          <DialogActions
            error={error}
            busy={pending}
            cancelLabel={t('myRequests.withdraw.keep')}
            onCancel={close}
            confirmLabel={t('myRequests.withdraw.confirm')}
            confirmColor="red"
            onConfirm={() => void submit()}
          />
        </Stack>
      </Modal>
    </>
  );
}
