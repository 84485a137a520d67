import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReportTuitionEndDialog } from '@/features/report-tuition-end';
import { narrowScreen } from '../../decorators';

// "Report tuition ended" on a My Tuitions card (and "Tuition ended" on a guardian's My requests card): the date, the
// summary with the fee rule, busy, refused, sent.
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

// The guardian's "Tuition ended" on My requests: the same dialog, the intro and the rule speak of the tutor's fee.
const guardian = { reporter: 'guardian' as const, jobNumber: 'SK-10102', minDate: '2026-10-10', maxDate: '2026-10-25' };
export const GuardianIdle = { args: guardian };
export const GuardianSummary = { args: { ...guardian, initialDate: '2026-10-20', initialStep: 'summary' as const } };
export const GuardianBusy = { args: { ...guardian, initialDate: '2026-10-20', initialStep: 'summary' as const, state: 'busy' as const } };
export const GuardianRefused = {
  args: {
    ...guardian,
    initialDate: '2026-10-20',
    initialStep: 'summary' as const,
    state: 'error' as const,
    error: 'This tuition\u2019s end has already been reported and is waiting for confirmation',
  },
};
export const GuardianSent = { args: { ...guardian, state: 'success' as const } };
export const GuardianBangla = { args: { ...guardian, initialDate: '2026-10-20', initialStep: 'summary' as const }, globals: { language: 'bn' } };
export const GuardianNarrow = { args: guardian, parameters: narrowScreen.parameters, globals: narrowScreen.globals };
