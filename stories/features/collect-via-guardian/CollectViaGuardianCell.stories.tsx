import type { Meta } from '@storybook/react-vite';
import { CollectViaGuardianCell } from '@/features/collect-via-guardian';
import { ApiError, type Payment } from '@/shared/api';
import { narrowScreen } from '../../decorators';

// The payments list's "Collect via guardian": the button on an unpaid fee (click it for the dialog), the badge once marked.
const payment: Payment = {
  _id: 'f1', tutorId: 't1', tutorName: 'Farhana Akter', tuitionId: 'j1', jobNumber: 10234, amount: 4800, tuitionPostedDate: null,
  tuitionStartDate: '2026-03-01T00:00:00.000Z', paymentDueDate: '2026-03-31T00:00:00.000Z', status: 'Due', createdAt: '2026-02-25T00:00:00.000Z',
  kind: 'media', agreedSalary: 8000, balance: 4800, ledgerStatus: 'Overdue', collectFrom: 'tutor',
};
const meta = {
  title: 'Features/CollectViaGuardian/CollectViaGuardianCell',
  component: CollectViaGuardianCell,
  parameters: { layout: 'padded' },
  args: { payment, mark: async () => ({}) },
} satisfies Meta<typeof CollectViaGuardianCell>;
export default meta;

/** An unpaid fee: the button (the dialog asks for a reason, with a summary). */
export const Unpaid = {};
/** Marked: the badge. */
export const Marked = { args: { payment: { ...payment, collectFrom: 'guardian' as const } } };
/** The server refuses (click, give a reason, confirm). */
export const Refused = { args: { mark: () => Promise.reject(new ApiError('Only an unpaid fee can be collected via the guardian', 409, true)) } };
export const Narrow = { parameters: narrowScreen.parameters, globals: narrowScreen.globals };
