import { Group, Text } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeletePaymentButton, DeletePaymentDialog } from './DeletePayment';
import { ExportLedgerCsv } from './ExportLedgerCsv';
import { RecordHistoryButton } from './RecordHistory';
import { PaymentStatusChange, PaymentStatusSelect } from './PaymentStatusDialog';
import { CollectViaGuardianCell } from '@/features/collect-via-guardian';
import type { Payment } from '@/shared/api';
import { formatDate, formatMoney, formatNumber } from '@/shared/lib/format';
import { IdCell } from '@/shared/ui/list-parts';
import { ListScreen } from '@/shared/ui/paged-list';
import { paymentRow } from '../lib/payment-view';
import { paymentsList } from '../model/payments';

// Dates as every screen shows them; '-' when there is none.
const cells = (StatusCell: ComponentType<{ payment: Payment }>): Record<string, (payment: Payment) => ReactNode> => ({
  tutorId: (payment) => <IdCell id={payment.tutorId} />,
  tutorName: (payment) => (
    <Text size="sm" c={payment.tutorName ? undefined : 'dimmed'}>
      {paymentRow(payment).tutorName}
    </Text>
  ),
  tuitionId: (payment) => <IdCell id={payment.tuitionId} text={paymentRow(payment).tuition} />,
  amount: (payment) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatMoney(payment.amount)}</Text>,
  postedDate: (payment) => formatDate(payment.tuitionPostedDate, '-'),
  startDate: (payment) => formatDate(payment.tuitionStartDate, '-'),
  dueDate: (payment) => formatDate(payment.paymentDueDate, '-'),
  status: (payment) => <StatusCell payment={payment} />,
  actions: (payment) => (
    <Group gap={4} wrap="nowrap">
      <RecordHistoryButton label={paymentRow(payment).historyLabel} recordType="payment" recordId={payment._id} />
      <DeletePaymentButton payment={payment} />
      <CollectViaGuardianCell payment={payment} />
    </Group>
  ),
});

export interface AdminPaymentInfoPageProps {
  /** The Status column's control; the select that saves at once by default. */
  statusCell?: ComponentType<{ payment: Payment }>;
}

/** /admin/payment-info: the tutors' media-fee records; a status control per row; delete after a confirm. */
export function AdminPaymentInfoPage({ statusCell = PaymentStatusSelect }: AdminPaymentInfoPageProps = {}) {
  const { t } = useTranslation('adminRecords');
  return (
    <ListScreen
      model={paymentsList}
      subtitle={({ status, total }) => (status === 'ready' ? t('payments.total', { total: formatNumber(total) }) : t('payments.subtitle'))}
      above={<ExportLedgerCsv />}
      filter={{ name: 'status', size: 'sm' }}
      table={{ columns: Object.entries(cells(statusCell)).map(([key, cell]) => ({ key, cell })), minWidth: 960 }}
    >
      <DeletePaymentDialog />
      <PaymentStatusChange />
    </ListScreen>
  );
}
