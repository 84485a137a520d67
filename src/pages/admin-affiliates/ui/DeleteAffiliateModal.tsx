import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('adminRecords');
  return (
    <ConfirmDeleteModal opened={affiliate !== null} title={t('affiliates.deleteTitle')} pending={deleting} onCancel={close} onConfirm={confirm}>
      {t('affiliates.deleteQuestion', { name: affiliate?.name ?? '' })}
    </ConfirmDeleteModal>
  );
}
