import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentStatusDialog } from '@/pages/admin-payment-info';
import type { Payment } from '@/shared/api';
import { narrowScreen } from '../../decorators';

// The payment screen's status dialog (issue 13): what each status needs, and a summary of what will change.
const meta = {
  title: 'Features/RecordPayment/PaymentStatusDialog',
  component: PaymentStatusDialog,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentStatusDialog>;
export default meta;

const fee: Payment = {
  _id: 'c0ffee00-1a2b-4c3d-8e4f-000000000001',
  tutorId: '7f3c2a10-4b5e-4c1d-9a8b-000000000001',
  tutorName: 'Farhana Akter',
  tuitionId: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  jobNumber: 10234,
  amount: 4800,
  tuitionPostedDate: '2026-04-01T00:00:00.000Z',
  tuitionStartDate: '2026-04-05T00:00:00.000Z',
  paymentDueDate: '2026-05-05T00:00:00.000Z',
  status: 'Due',
  createdAt: '2026-04-05T00:00:00.000Z',
  kind: 'media',
  agreedSalary: 8000,
  balance: 4800,
  ledgerStatus: 'Due',
};
const handlers = { onCancel: fn(), onConfirm: fn() };

/** Paid: method, transaction reference and amount (the balance; less is a partial payment). */
export function RecordPayment() {
  return <PaymentStatusDialog change={{ payment: fee, status: 'Paid' }} {...handlers} />;
}

/** Paid on a partly paid fee, on a phone. */
export function PartlyPaidOnAPhone() {
  return <PaymentStatusDialog change={{ payment: { ...fee, balance: 2800, ledgerStatus: 'Partially paid' }, status: 'Paid' }} {...handlers} />;
}
PartlyPaidOnAPhone.parameters = narrowScreen.parameters;
PartlyPaidOnAPhone.globals = narrowScreen.globals;

/** Fraud needs a reason. */
export function FlagAsFraud() {
  return <PaymentStatusDialog change={{ payment: fee, status: 'Fraud' }} {...handlers} />;
}

/** Cancel: the reason is optional; the fee stays in the ledger and can be reopened. */
export function CancelFee() {
  return <PaymentStatusDialog change={{ payment: fee, status: 'Cancel' }} {...handlers} />;
}

/** Due reopens a cancelled fee, with a reason. */
export function Reopen() {
  return <PaymentStatusDialog change={{ payment: { ...fee, status: 'Cancel', ledgerStatus: 'Cancelled', balance: 0 }, status: 'Due' }} {...handlers} />;
}

/** Saving: the Confirm button spins. */
export function Saving() {
  return <PaymentStatusDialog change={{ payment: fee, status: 'Cancel' }} submitting {...handlers} />;
}
