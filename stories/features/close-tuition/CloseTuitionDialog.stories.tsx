import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CloseTuitionDialog } from '@/pages/admin-tuitions';
import { narrowScreen } from '../../decorators';

// The admin tuitions page's "Close job" dialog (issue 13, item 5): the reason, and a note ("Other" needs it).
const meta = {
  title: 'Features/CloseTuition/CloseTuitionDialog',
  component: CloseTuitionDialog,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CloseTuitionDialog>;
export default meta;

const job = { jobId: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', jobNumber: 10234, status: 'active' };

/** An active job: choose why it closes. */
export function ChooseAReason() {
  return <CloseTuitionDialog job={job} onClose={fn()} />;
}

/** An assigned job: the tuition ended; the tutor's fee stays as it is. */
export function AssignedJob() {
  return <CloseTuitionDialog job={{ ...job, status: 'assigned' }} onClose={fn()} />;
}

/** On a phone. */
export function OnAPhone() {
  return <CloseTuitionDialog job={job} onClose={fn()} />;
}
OnAPhone.parameters = narrowScreen.parameters;
OnAPhone.globals = narrowScreen.globals;
