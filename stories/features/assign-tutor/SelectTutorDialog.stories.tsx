import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SelectTutorDialogView } from '@/pages/admin-applications';
import { ASSIGN_TUTOR_MESSAGES } from '@/shared/api';
import { narrowScreen } from '../../decorators';

// The Select Tutor confirmation alone, in each of its states (form, sending, error); no server is needed.
const meta = {
  title: 'Features/AssignTutor/SelectTutorDialog',
  component: SelectTutorDialogView,
  args: {
    opened: true,
    tutorName: 'Farhana Akter',
    jobNumber: 10231,
    salary: 5000,
    startDate: '2026-12-01',
    status: 'form',
    onSalaryChange: fn(),
    onStartDateChange: fn(),
    onConfirm: fn(),
    onClose: fn(),
  },
  parameters: { route: '/admin/applications' },
} satisfies Meta<typeof SelectTutorDialogView>;
export default meta;

/** form: the tutor and job, the salary prefilled from the job, today's date and the fee it will charge. */
export const Form = {};

/** form, negotiable job: no salary to prefill, so no fee yet. */
export const FormWithoutSalary = { args: { salary: undefined } };

/** sending: Confirm pressed: the button spins and the inputs wait. */
export const Sending = { args: { status: 'sending' } };

/** error: the server refused (a tutor with an overdue fee elsewhere): its message, the terms still editable; a role that may not override sees the message only. */
export const Failed = { args: { status: 'error', error: ASSIGN_TUTOR_MESSAGES.overdueCommission } };

/** error, owner or finance: the overdue-fee 409 offers "Override with a reason". */
export const OverdueMayOverride = { args: { status: 'error', error: ASSIGN_TUTOR_MESSAGES.overdueCommission, canOverride: true } };

/** Override under way: the message stays, a required reason box, and Confirm becomes "Select with override". */
export const OverrideReason = {
  args: { status: 'error', error: ASSIGN_TUTOR_MESSAGES.overdueCommission, canOverride: true, overrideReason: '', onOverrideReasonChange: fn() },
};

/** Override confirmed without a reason: the box says what it needs, nothing is sent. */
export const OverrideReasonMissing = {
  args: {
    status: 'error',
    error: ASSIGN_TUTOR_MESSAGES.overdueCommission,
    canOverride: true,
    overrideReason: '',
    overrideReasonError: 'Please give a reason (at least 3 characters)',
    onOverrideReasonChange: fn(),
  },
};

/** Override sending: the retry with the reason is on its way. */
export const OverrideSending = {
  args: { status: 'sending', canOverride: true, overrideReason: 'Fee promised by Friday', onOverrideReasonChange: fn() },
};

/** Override in Bangla. */
export const OverrideBangla = { ...OverrideReason, globals: { language: 'bn' } };

/** error: a negotiable job confirmed without a salary the server could use. */
export const SalaryRequired = {
  args: { status: 'error', salary: undefined, error: ASSIGN_TUTOR_MESSAGES.agreedSalaryRequired },
};

/** The dialog on a 360 px phone. */
export const NarrowScreen = { parameters: { ...narrowScreen.parameters }, globals: narrowScreen.globals };
