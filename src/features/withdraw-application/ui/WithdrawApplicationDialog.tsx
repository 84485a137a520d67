import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { formatJobNumber } from '@/shared/lib/job-number';
import {
  $applicationToWithdraw,
  $withdrawError,
  $withdrawing,
  withdrawCancelled,
  withdrawConfirmed,
} from '../model/withdraw';

/** Asks before an application is withdrawn, says what it means, and shows the server's refusal in words. */
export function WithdrawApplicationDialog() {
  const { application, pending, error, cancel, confirm } = useUnit({
    application: $applicationToWithdraw,
    pending: $withdrawing,
    error: $withdrawError,
    cancel: withdrawCancelled,
    confirm: withdrawConfirmed,
  });
  return (
    <Modal
      opened={application !== null}
      onClose={() => {
        if (!pending) cancel();
      }}
      title="Withdraw application?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {application && (
        <Stack gap="sm">
          <Text>
            You are withdrawing from <strong>{formatJobNumber(application.jobNumber)}</strong>: {application.title}.
          </Text>
          <Text size="sm" c="dimmed">
            The Shikhon team will no longer consider you for this tuition, and you cannot apply to it again.
          </Text>
          {error && (
            <Alert color="red" role="alert" title="Not withdrawn">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={cancel} disabled={pending}>
              Keep application
            </Button>
            <Button color="red.8" onClick={confirm} loading={pending}>
              Withdraw application
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
