import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SelectTutorDialogView } from '@/features/assign-tutor';
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

/** error: the server refused (a tutor with an overdue fee elsewhere): its message, the terms still editable. */
export const Failed = { args: { status: 'error', error: ASSIGN_TUTOR_MESSAGES.overdueCommission } };

/** error: a negotiable job confirmed without a salary the server could use. */
export const SalaryRequired = {
  args: { status: 'error', salary: undefined, error: ASSIGN_TUTOR_MESSAGES.agreedSalaryRequired },
};

/** The dialog on a 360 px phone. */
export const NarrowScreen = { parameters: { ...narrowScreen.parameters }, globals: narrowScreen.globals };
