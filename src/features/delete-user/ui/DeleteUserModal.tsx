import { Button, Group, Modal, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { ApiError } from '@/shared/api';
import { deleteUserFx } from '../model/delete';

export interface DeleteUserModalProps {
  /** The account to delete, or null while closed. */
  user: { id: string; name: string } | null;
  /** 'Delete Student' or 'Delete Tutor'. */
  title: string;
  onClose: () => void;
  /** After the server confirmed; the modal has closed. */
  onDeleted: (userId: string) => void;
  /** After a failure; the modal has closed. */
  onFailed?: (error: ApiError, userId: string) => void;
}

/** The confirm modal for deleting a student or tutor account (spec: closes after the call either way). */
export function DeleteUserModal({ user, title, onClose, onDeleted, onFailed }: DeleteUserModalProps) {
  const { remove, deleting } = useUnit({ remove: deleteUserFx, deleting: deleteUserFx.pending });

  const confirm = () => {
    if (!user) return;
    const { id } = user;
    remove(id).then(
      () => {
        onClose();
        onDeleted(id);
      },
      (error: ApiError) => {
        onClose();
        onFailed?.(error, id);
      },
    );
  };

  return (
    <Modal
      opened={user !== null}
      onClose={() => {
        if (!deleting) onClose();
      }}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>Are you sure you want to delete {user?.name}? This action cannot be undone.</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={deleting}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={deleting}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
