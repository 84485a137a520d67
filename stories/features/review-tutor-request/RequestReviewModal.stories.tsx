import type { Meta, StoryContext } from '@storybook/react-vite';
import { fn, screen, userEvent, within } from 'storybook/test';
import { approveRequestFx, rejectRequestFx, RequestReviewModal, saveRequestFx } from '@/pages/admin-student-tutor-requests';
import type { AppStoryParameters } from '../../decorators';
import { baseRequest, storyRequests } from '../../pages/admin-student-requests-fixtures';

// The Request Details modal alone, in each state of the request-approval machine. A decision or a save
// is held on its way by a call that never answers; no server is needed.
const meta = {
  title: 'Features/ReviewTutorRequest/RequestReviewModal',
  component: RequestReviewModal,
  args: { request: baseRequest, onClose: fn() },
  parameters: { route: '/admin/student-tutor-requests' },
} satisfies Meta<typeof RequestReviewModal>;
export default meta;

const never = () => new Promise<never>(() => {});
const held: AppStoryParameters['effector'] = {
  handlers: [
    [approveRequestFx, never],
    [rejectRequestFx, never],
    [saveRequestFx, never],
  ],
};
const approvedRequest = storyRequests.find((request) => request.studentName === 'Nusrat Jahan') ?? storyRequests[1]!;

// The modal is a portal: it is looked for in the whole page, not in the story's canvas.
const dialog = async () => within(await screen.findByRole('dialog'));
const click = async (name: string) => userEvent.click(await (await dialog()).findByRole('button', { name }));

/** viewing: a pending request's details, the pencil, Reject Request and Complete & Create Tuition. */
export const Viewing = {
  parameters: { effector: held, machineStates: ['requestApproval.viewing'] } satisfies AppStoryParameters,
};

/** editing: every field of the request, Cancel and Save Changes. */
export const Editing = {
  parameters: { effector: held, machineStates: ['requestApproval.editing'] } satisfies AppStoryParameters,
  play: async (_context: StoryContext) => {
    await click('Edit request');
  },
};

/** saving: Save Changes pressed, the save on its way: the button spins, Cancel is disabled. */
export const Saving = {
  parameters: { effector: held, machineStates: ['requestApproval.saving'] } satisfies AppStoryParameters,
  play: async (_context: StoryContext) => {
    await click('Edit request');
    await click('Save Changes');
  },
};

/** approving: Complete & Create Tuition pressed: both buttons read 'Updating...'. */
export const Approving = {
  parameters: { effector: held, machineStates: ['requestApproval.approving'] } satisfies AppStoryParameters,
  play: async (_context: StoryContext) => {
    await click('Complete & Create Tuition');
  },
};

/** rejecting: the reason typed, Reject Request pressed: both buttons read 'Updating...' until the server answers. */
export const Rejecting = {
  parameters: { effector: held, machineStates: ['requestApproval.rejecting'] } satisfies AppStoryParameters,
  play: async (_context: StoryContext) => {
    await userEvent.type(await (await dialog()).findByRole('textbox', { name: /Reason for rejecting/ }), 'Duplicate request');
    await click('Reject Request');
  },
};

/** viewing: Reject Request pressed without a reason: the reason field asks for it, nothing is sent. */
export const RejectWithoutReason = {
  parameters: { effector: held, machineStates: ['requestApproval.viewing'] } satisfies AppStoryParameters,
  play: async (_context: StoryContext) => {
    await click('Reject Request');
  },
};

/** done: an approved (or rejected) request: its details only, no actions. */
export const Decided = {
  args: { request: approvedRequest },
  parameters: { effector: held, machineStates: ['requestApproval.done'] } satisfies AppStoryParameters,
};
