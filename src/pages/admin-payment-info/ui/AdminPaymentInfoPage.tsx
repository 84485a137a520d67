import { ActionIcon, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useState, type ComponentType } from 'react';
import { useSessionUser } from '@/entities/session';
import { useUserRecord } from '@/entities/user';
import { ExportLedgerCsv } from '@/features/export-ledger';
import { RecordHistoryModal } from '@/features/record-history';
import { PaymentStatusDialog } from '@/features/record-payment';
import { PAYMENT_FILTERS, PAYMENT_MESSAGES, ROUTE_ACCESS, roleAllows, type Payment, type PaymentFilter, type PaymentStatusValue } from '@/shared/api';
import { PAYMENT_STATUSES } from '@/shared/config';
import { ConfirmDeleteModal } from '@/shared/ui/confirm-modal';
import { FilterButtons } from '@/shared/ui/filter-buttons';
import { PagedTable, type PagedColumn } from '@/shared/ui/paged-list';
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
  return (
    <NativeSelect
      size="xs"
      w={110}
      aria-label={paymentRow(payment).statusLabel}
      data={[...PAYMENT_STATUSES]}
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
  if (!user?.role || !roleAllows(ROUTE_ACCESS['GET /api/admin/activity'], user.role)) return null;
  const label = `History of ${paymentRow(payment).deleteLabel.replace(/^Delete /, '')}`;
  return (
    <>
      <ActionIcon variant="subtle" aria-label={label} onClick={() => setOpened(true)}>
        <IconHistory size={18} aria-hidden="true" />
      </ActionIcon>
      <RecordHistoryModal title="History" recordType="payment" recordId={payment._id} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

const columns = (StatusCell: ComponentType<{ payment: Payment }>): PagedColumn<Payment>[] => [
  {
    header: 'Tutor ID',
    cell: (payment) => (
      <Text size="sm" ff="monospace" title={payment.tutorId ?? undefined}>
        {paymentRow(payment).tutorId}
      </Text>
    ),
  },
  {
    header: 'Tutor Name',
    cell: (payment) => (
      <Text size="sm" c={payment.tutorName ? undefined : 'dimmed'}>
        {paymentRow(payment).tutorName}
      </Text>
    ),
  },
  {
    header: 'Tuition ID',
    cell: (payment) => (
      <Text size="sm" ff="monospace" title={payment.tuitionId ?? undefined}>
        {paymentRow(payment).tuitionId}
      </Text>
    ),
  },
  { header: 'Amount', cell: (payment) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{paymentRow(payment).amount}</Text> },
  { header: 'Posted Date', cell: (payment) => paymentRow(payment).postedDate },
  { header: 'Start Date', cell: (payment) => paymentRow(payment).startDate },
  { header: 'Due Date', cell: (payment) => paymentRow(payment).dueDate },
  { header: 'Status', cell: (payment) => <StatusCell payment={payment} /> },
  {
    header: 'Actions',
    cell: (payment) => (
      <Group gap={4} wrap="nowrap">
        <PaymentHistoryButton payment={payment} />
        <DeletePaymentButton payment={payment} />
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
    total: paymentsList.$total,
    query: paymentsList.$query,
    status: paymentsList.$status,
    changeFilters: paymentsList.filtersChanged,
    toDelete: $paymentToDelete,
    deleting: $deleting,
    cancelDelete: deleteCancelled,
    confirmDelete: deleteConfirmed,
    change: $statusChange,
    saving: $saving,
    cancelChange: statusChangeCancelled,
    confirmChange: statusChangeConfirmed,
  });

  return (
    <Stack gap="lg">
      <title>Payment Information | Shikhon Admin</title>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Payment Information
        </Title>
        <Text c="dimmed">{u.status === 'ready' ? `Total: ${u.total}` : 'Media-fee records of tutors, newest first'}</Text>
      </div>
      <ExportLedgerCsv />

      <FilterButtons
        label="Filter payments by status"
        size="sm"
        options={PAYMENT_FILTERS.map((filter) => ({ value: filter, label: filterLabel(filter) }))}
        value={u.query.filters.status}
        onChange={(status: PaymentFilter) => u.changeFilters({ status })}
      />

      <PagedTable
        model={paymentsList}
        loadingLabel="Loading payments"
        empty={
          <Text ta="center" py="xl" c="dimmed" fw={600}>
            {PAYMENT_MESSAGES.empty}
          </Text>
        }
        columns={columns(statusCell)}
        rowKey={(payment) => payment._id}
        minWidth={960}
      />

      <ConfirmDeleteModal
        opened={u.toDelete !== null}
        title="Delete Payment"
        pending={u.deleting}
        onCancel={u.cancelDelete}
        onConfirm={u.confirmDelete}
      >
        {PAYMENT_MESSAGES.confirmDelete} The record stays in the ledger as Cancel and can be reopened.
      </ConfirmDeleteModal>
      <PaymentStatusDialog
        change={u.change}
        submitting={u.change !== null && u.saving.includes(u.change.payment._id)}
        onCancel={u.cancelChange}
        onConfirm={u.confirmChange}
      />
    </Stack>
  );
}
