import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionUser } from '@/entities/session';
import { ConfirmDeleteModal } from '@/shared/ui/confirm-modal';
import { AFTER_DELETE_PATH } from '../config/paths';
import { $deleteDialogJobId, $deleting, deleteDialogClosed, deleteDialogOpened, deleteTuitionFx } from '../model/delete';

/** The admin's "Delete Tuition" with its confirm modal; nothing for anyone else. */
export function DeleteTuition({ jobId }: { jobId: string }) {
  const { t } = useTranslation('admin');
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
        {t('deleteTuition.button')}
      </Button>
      <ConfirmDeleteModal
        opened={dialogJobId === jobId}
        title={t('deleteTuition.title')}
        pending={deleting}
        pendingLabel={t('deleteTuition.deleting')}
        onCancel={close}
        onConfirm={confirm}
      >
        {t('deleteTuition.confirm')}
      </ConfirmDeleteModal>
    </>
  );
}
