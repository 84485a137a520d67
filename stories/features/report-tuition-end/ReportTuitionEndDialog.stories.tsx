import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReportTuitionEndDialog } from '@/features/report-tuition-end';
import { narrowScreen } from '../../decorators';

// "Report tuition ended" on a My Tuitions card: the date, the summary with the fee rule, busy, refused, sent.
const meta = {
  title: 'Features/ReportTuitionEnd/ReportTuitionEndDialog',
  component: ReportTuitionEndDialog,
  parameters: { layout: 'padded' },
  args: { opened: true, jobNumber: 'SK-10234', minDate: '2026-02-25', maxDate: '2026-03-10', state: 'idle', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ReportTuitionEndDialog>;
export default meta;

export const Idle = {};
export const Summary = { args: { initialDate: '2026-03-08', initialStep: 'summary' as const } };
export const Busy = { args: { initialDate: '2026-03-08', initialStep: 'summary' as const, state: 'busy' as const } };
export const Refused = {
  args: {
    initialDate: '2026-03-08',
    initialStep: 'summary' as const,
    state: 'error' as const,
    error: 'This tuition\u2019s end has already been reported and is waiting for confirmation',
  },
};
export const Sent = { args: { state: 'success' as const } };
export const Narrow = { args: { initialDate: '2026-03-08' }, parameters: narrowScreen.parameters, globals: narrowScreen.globals };
