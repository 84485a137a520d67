import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/shared/api';
import { ConfirmDeleteModal } from '@/shared/ui/confirm-modal';
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
  const { t } = useTranslation('profile');
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
    <ConfirmDeleteModal opened={user !== null} title={title} pending={deleting} onCancel={onClose} onConfirm={confirm}>
      {t('deleteUser.confirm', { name: user?.name ?? '' })}
    </ConfirmDeleteModal>
  );
}
