import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { toast } from '@/shared/ui/toast';
import { withdrawRequestFx } from '../model/my-requests';

/** Withdraw, with a confirmation and an optional reason; a refusal (e.g. published meanwhile) is shown in words. */
export function WithdrawRequestButton({ requestId, label }: { requestId: string; label: string }) {
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
      setError(failure instanceof Error && failure.message ? failure.message : 'Could not withdraw the request. Please try again.');
    }
  };
  return (
    <>
      <Button variant="subtle" color="red" size="sm" onClick={open} aria-label={`Withdraw ${label}`}>
        Withdraw
      </Button>
      <Modal opened={opened} onClose={close} title="Withdraw this request?" centered>
        <Stack gap="sm">
          <Text size="sm">It will be closed and our team will not publish it. You can post a new request at any time.</Text>
          <TextInput label="Reason (optional)" maxLength={300} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              Keep it
            </Button>
            <Button color="red" onClick={submit} loading={pending}>
              Withdraw request
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
