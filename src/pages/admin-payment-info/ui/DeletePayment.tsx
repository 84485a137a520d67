import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_MESSAGES, type Payment } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { ConfirmDeleteModal } from '@/shared/ui/confirm-modal';
import { paymentRow } from '../lib/payment-view';
import { $deleting, $paymentToDelete, deleteCancelled, deleteConfirmed, deleteRequested } from '../model/delete-payment';

/** A row's delete icon: asks before the fee is voided. */
export function DeletePaymentButton({ payment }: { payment: Payment }) {
  const askDelete = useUnit(deleteRequested);
  return (
    <ActionIcon variant="subtle" color="red" aria-label={paymentRow(payment).deleteLabel} onClick={() => askDelete(payment)}>
      <IconTrash size={18} aria-hidden="true" />
    </ActionIcon>
  );
}

/** The confirm modal of the row whose delete icon was pressed. */
export function DeletePaymentDialog() {
  const u = useUnit({ toDelete: $paymentToDelete, deleting: $deleting, cancel: deleteCancelled, confirm: deleteConfirmed });
  const { t } = useTranslation('adminRecords');
  return (
    <ConfirmDeleteModal opened={u.toDelete !== null} title={t('payments.deleteTitle')} pending={u.deleting} onCancel={u.cancel} onConfirm={u.confirm}>
      {`${translateMessage(PAYMENT_MESSAGES.confirmDelete)} ${t('payments.deleteNote')}`}
    </ConfirmDeleteModal>
  );
}
