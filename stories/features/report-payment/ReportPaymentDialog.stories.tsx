import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReportPayment, ReportPaymentDialog } from '@/pages/my-tuitions';
import { ApiError } from '@/shared/api';
import { narrowScreen } from '../../decorators';

// "Report a payment" on a My Tuitions card: the form, the summary to confirm, busy, refused, sent.
const meta = {
  title: 'Features/ReportPayment/ReportPaymentDialog',
  component: ReportPaymentDialog,
  parameters: { layout: 'padded' },
  args: { opened: true, jobNumber: 'SK-10234', balance: 4800, state: 'idle', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ReportPaymentDialog>;
export default meta;

const filled = { method: 'bKash' as const, reference: '9FX7K2LQ1A', amount: '4800' };

/** The empty form. */
export const Idle = {};

/** The summary to check before sending. */
export const Summary = { args: { initialValues: filled, initialStep: 'summary' as const } };

/** Sending. */
export const Busy = { args: { initialValues: filled, initialStep: 'summary' as const, state: 'busy' as const } };

/** The server refused it (the same reference already waiting). */
export const Refused = {
  args: {
    initialValues: filled,
    initialStep: 'summary' as const,
    state: 'error' as const,
    error: 'This payment has already been reported and is waiting for confirmation',
  },
};

/** Sent: what happens next. */
export const Sent = { args: { state: 'success' as const } };

/** On a 360 px phone. */
export const Narrow = { args: { initialValues: filled }, parameters: narrowScreen.parameters, globals: narrowScreen.globals };

/** The card's part: the button and the tutor's reports (one confirmed with its receipt, one rejected). */
export function OnTheCard() {
  const fee = { id: 'f1', amount: 4800, balance: 1800, dueDate: '2026-04-01T00:00:00.000Z', status: 'Due' as const, ledgerStatus: 'Partially paid' as const };
  const base = { paymentId: 'f1', jobNumber: 10234, tutorId: 't1', tutorName: 'Farhana Akter', feeBalance: 1800, decidedAt: '2026-03-09T00:00:00.000Z', createdAt: '2026-03-08T00:00:00.000Z' };
  return (
    <ReportPayment
      fee={fee}
      jobNumber="SK-10234"
      load={async () => ({
        data: [
          { ...base, _id: 'r1', amount: 3000, method: 'bKash', reference: 'BK7X9Q2A', state: 'confirmed', decisionReason: null, hasReceipt: true },
          { ...base, _id: 'r2', amount: 1800, method: 'Nagad', reference: 'NG-555', state: 'rejected', decisionReason: 'No such transaction in Nagad', hasReceipt: false },
        ],
      })}
      send={() => Promise.reject(new ApiError('This payment is already recorded', 409, true))}
      receipt={async () => new Blob(['%PDF-1.3'], { type: 'application/pdf' })}
    />
  );
}
