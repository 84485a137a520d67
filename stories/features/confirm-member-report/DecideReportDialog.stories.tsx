import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DecideReportDialog } from '@/pages/admin-member-reports';
import { narrowScreen } from '../../decorators';

// Staff confirm or reject a member's report, with the summary of what will change.
const summary = ['bKash payment of 3,000 TK, transaction ID BK7X9Q2A', 'Tutor: Farhana Akter · SK-10234', 'Records a payment on the ledger: owed 4,800 TK → 1,800 TK'];
const meta = {
  title: 'Features/ConfirmMemberReport/DecideReportDialog',
  component: DecideReportDialog,
  parameters: { layout: 'padded' },
  args: { opened: true, decision: 'confirm', title: 'Confirm the payment for SK-10234', summary, state: 'idle', onDecide: fn(), onClose: fn() },
} satisfies Meta<typeof DecideReportDialog>;
export default meta;

export const Confirm = {};
export const Reject = { args: { decision: 'reject' as const, title: 'Reject the payment report for SK-10234' } };
export const Busy = { args: { state: 'busy' as const } };
export const Refused = { args: { state: 'error' as const, error: 'This report has already been confirmed or rejected' } };
export const Narrow = { args: { decision: 'reject' as const }, parameters: narrowScreen.parameters, globals: narrowScreen.globals };
