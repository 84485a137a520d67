import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { useSessionUser } from '@/entities/session';
import { ConfirmDeleteModal } from '@/shared/ui/confirm-modal';
import { AFTER_DELETE_PATH } from '../config/paths';
import { $deleteDialogJobId, $deleting, deleteDialogClosed, deleteDialogOpened, deleteTuitionFx } from '../model/delete';

/** The admin's "Delete Tuition" with its confirm modal; nothing for anyone else. */
export function DeleteTuition({ jobId }: { jobId: string }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { dialogJobId, deleting, open, close, remove } = useUnit({
    dialogJobId: $deleteDialogJobId,
    deleting: $deleting,
    open: deleteDialogOpened,
    close: deleteDialogClosed,
    remove: deleteTuitionFx,
  });
  if (user?.userType !== 'admin') return null;

  const confirm = () => {
    remove(jobId).then(
      () => navigate(AFTER_DELETE_PATH),
      // The failure is already shown as a toast; the modal stays open to try again or cancel.
      () => undefined,
    );
  };

  return (
    <>
      <Button
        variant="outline"
        color="red"
        size="md"
        leftSection={<IconTrash size={18} aria-hidden="true" />}
        onClick={() => open(jobId)}
      >
        Delete Tuition
      </Button>
      <ConfirmDeleteModal
        opened={dialogJobId === jobId}
        title="Delete Tuition"
        pending={deleting}
        pendingLabel="Deleting..."
        onCancel={close}
        onConfirm={confirm}
      >
        Are you sure you want to delete this tuition post? This action cannot be undone.
      </ConfirmDeleteModal>
    </>
  );
}
