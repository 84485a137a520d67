import { Button, Group, Modal, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { memberAccessFx } from '../model/member-access';

export interface MemberAccessButtonProps {
  member: { _id: string; name: string; disabled?: boolean | undefined };
}

/** Deactivate (no login, signed out at once, everything kept) or Reactivate, after a confirmation. */
export function MemberAccessButton({ member }: MemberAccessButtonProps) {
  const { change, pending } = useUnit({ change: memberAccessFx, pending: memberAccessFx.pending });
  const [open, setOpen] = useState(false);
  const deactivate = !member.disabled;
  const confirm = () => {
    change({ userId: member._id, deactivate }).then(
      () => setOpen(false),
      () => setOpen(false),
    );
  };
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color={deactivate ? 'orange' : 'teal'}
        onClick={() => setOpen(true)}
        aria-label={`${deactivate ? 'Deactivate' : 'Reactivate'} ${member.name}`}
      >
        {deactivate ? 'Deactivate' : 'Reactivate'}
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          if (!pending) setOpen(false);
        }}
        title={deactivate ? 'Deactivate account' : 'Reactivate account'}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text>
          {deactivate
            ? `${member.name} will be signed out at once and can no longer sign in. Their fees, jobs, applications and history are all kept, and you can reactivate the account later.`
            : `${member.name} will be able to sign in again.`}
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setOpen(false)} disabled={pending}>
            Cancel
          </Button>
          <Button color={deactivate ? 'orange' : 'teal'} onClick={confirm} loading={pending}>
            {deactivate ? 'Deactivate' : 'Reactivate'}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
