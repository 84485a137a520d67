import { useUnit } from 'effector-react';
import { ConfirmDeleteModal } from '@/shared/ui/confirm-modal';
import { $affiliateDeleting, $affiliateToDelete, affiliateDeleteClosed, affiliateDeleteConfirmed } from '../model/manage-affiliate';

/** 'Are you sure you want to delete NAME? This action cannot be undone.' with Cancel and Delete. */
export function DeleteAffiliateModal() {
  const { affiliate, deleting, close, confirm } = useUnit({
    affiliate: $affiliateToDelete,
    deleting: $affiliateDeleting,
    close: affiliateDeleteClosed,
    confirm: affiliateDeleteConfirmed,
  });
  return (
    <ConfirmDeleteModal opened={affiliate !== null} title="Confirm Delete" pending={deleting} onCancel={close} onConfirm={confirm}>
      Are you sure you want to delete {affiliate?.name}? This action cannot be undone.
    </ConfirmDeleteModal>
  );
}
