import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { IconHistory, IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/entities/session';
import { useUserRecord } from '@/entities/user';
import { ExportLedgerCsv } from './ExportLedgerCsv';
import { RecordHistoryModal } from './RecordHistory';
import { PaymentStatusDialog } from './PaymentStatusDialog';
import { CollectViaGuardianCell } from '@/features/collect-via-guardian';
import { PAYMENT_MESSAGES, ROUTE_ACCESS, roleAllows, type Payment, type PaymentFilter, type PaymentStatusValue } from '@/shared/api';
import { PAYMENT_STATUSES } from '@/shared/config';
import { translateMessage } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/format';
import { ConfirmDeleteModal } from '@/shared/ui/confirm-modal';
import { ListScreen, type PagedColumn } from '@/shared/ui/paged-list';
import { filterLabel, paymentRow } from '../lib/payment-view';
import {
  $deleting,
  $paymentToDelete,
  $saving,
  deleteCancelled,
  deleteConfirmed,
  deleteRequested,
  paymentsList,
  $statusChange,
  statusChangeCancelled,
  statusChangeConfirmed,
  statusChangeRequested,
} from '../model/payments';

const STATUS_COLORS: Record<PaymentStatusValue, string> = { Due: 'yellow', Paid: 'green', Fraud: 'red', Cancel: 'gray' };

/** The Status column's control: a select that saves at once (its own column renderer, so it can be replaced). */
export function PaymentStatusSelect({ payment }: { payment: Payment }) {
  const [saving, changeStatus] = useUnit([$saving, statusChangeRequested]);
  const { t } = useTranslation('adminRecords');
  return (
    <NativeSelect
      size="xs"
      w={110}
      aria-label={paymentRow(payment).statusLabel}
      data={PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`paymentStatus.${status}`) }))}
      value={payment.status}
      disabled={saving.includes(payment._id)}
      onChange={(event) => changeStatus({ payment, status: event.currentTarget.value as PaymentStatusValue })}
      styles={{
        input: { borderLeft: `4px solid var(--mantine-color-${STATUS_COLORS[payment.status]}-6)`, fontWeight: 600 },
      }}
    />
  );
}

function DeletePaymentButton({ payment }: { payment: Payment }) {
  const askDelete = useUnit(deleteRequested);
  return (
    <ActionIcon variant="subtle" color="red" aria-label={paymentRow(payment).deleteLabel} onClick={() => askDelete(payment)}>
      <IconTrash size={18} aria-hidden="true" />
    </ActionIcon>
  );
}

/** A row's History (staff who may read the activity log): the fee's own activity entries in a dialog. */
function PaymentHistoryButton({ payment }: { payment: Payment }) {
  const session = useSessionUser();
  const { user } = useUserRecord(session?.id);
  const [opened, setOpened] = useState(false);
  const { t } = useTranslation('adminRecords');
  if (!user?.role || !roleAllows(ROUTE_ACCESS['GET /api/admin/activity'], user.role)) return null;
  const label = paymentRow(payment).historyLabel;
  return (
    <>
      <ActionIcon variant="subtle" aria-label={label} onClick={() => setOpened(true)}>
        <IconHistory size={18} aria-hidden="true" />
      </ActionIcon>
      <RecordHistoryModal title={t('payments.historyTitle')} recordType="payment" recordId={payment._id} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

const columns = (StatusCell: ComponentType<{ payment: Payment }>, t: (key: string) => string): PagedColumn<Payment>[] => [
  {
    header: t('payments.columns.tutorId'),
    cell: (payment) => (
      <Text size="sm" ff="monospace" title={payment.tutorId ?? undefined}>
        {paymentRow(payment).tutorId}
      </Text>
    ),
  },
  {
    header: t('payments.columns.tutorName'),
    cell: (payment) => (
      <Text size="sm" c={payment.tutorName ? undefined : 'dimmed'}>
        {paymentRow(payment).tutorName}
      </Text>
    ),
  },
  {
    header: t('payments.columns.tuitionId'),
    cell: (payment) => (
      <Text size="sm" ff="monospace" title={payment.tuitionId ?? undefined}>
        {paymentRow(payment).tuitionId}
      </Text>
    ),
  },
  { header: t('payments.columns.amount'), cell: (payment) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{paymentRow(payment).amount}</Text> },
  { header: t('payments.columns.postedDate'), cell: (payment) => paymentRow(payment).postedDate },
  { header: t('payments.columns.startDate'), cell: (payment) => paymentRow(payment).startDate },
  { header: t('payments.columns.dueDate'), cell: (payment) => paymentRow(payment).dueDate },
  { header: t('payments.columns.status'), cell: (payment) => <StatusCell payment={payment} /> },
  {
    header: t('payments.columns.actions'),
    cell: (payment) => (
      <Group gap={4} wrap="nowrap">
        <PaymentHistoryButton payment={payment} />
        <DeletePaymentButton payment={payment} />
        <CollectViaGuardianCell payment={payment} />
      </Group>
    ),
  },
];

export interface AdminPaymentInfoPageProps {
  /** The Status column's control; the select that saves at once by default. */
  statusCell?: ComponentType<{ payment: Payment }>;
}

/** /admin/payment-info: the tutors' media-fee records; a status control per row; delete after a confirm. */
export function AdminPaymentInfoPage({ statusCell = PaymentStatusSelect }: AdminPaymentInfoPageProps = {}) {
  const u = useUnit({
    toDelete: $paymentToDelete,
    deleting: $deleting,
    cancelDelete: deleteCancelled,
    confirmDelete: deleteConfirmed,
    change: $statusChange,
    saving: $saving,
    cancelChange: statusChangeCancelled,
    confirmChange: statusChangeConfirmed,
  });
  const { t } = useTranslation('adminRecords');
  return (
    <ListScreen
      model={paymentsList}
      pageTitle={t('payments.pageTitle')}
      title={t('payments.title')}
      subtitle={({ status, total }) => (status === 'ready' ? t('payments.total', { total: formatNumber(total) }) : t('payments.subtitle'))}
      above={<ExportLedgerCsv />}
      filter={{ name: 'status', label: t('payments.filterLabel'), size: 'sm', optionLabel: (value) => filterLabel(value as PaymentFilter) }}
      loadingLabel={t('payments.loading')}
      empty={{ text: translateMessage(PAYMENT_MESSAGES.empty) }}
      table={{ columns: columns(statusCell, t), rowKey: (payment) => payment._id, minWidth: 960 }}
    >
      <ConfirmDeleteModal
        opened={u.toDelete !== null}
        title={t('payments.deleteTitle')}
        pending={u.deleting}
        onCancel={u.cancelDelete}
        onConfirm={u.confirmDelete}
      >
        {`${translateMessage(PAYMENT_MESSAGES.confirmDelete)} ${t('payments.deleteNote')}`}
      </ConfirmDeleteModal>
      <PaymentStatusDialog
        change={u.change}
        submitting={u.change !== null && u.saving.includes(u.change.payment._id)}
        onCancel={u.cancelChange}
        onConfirm={u.confirmChange}
      />
    </ListScreen>
  );
}
