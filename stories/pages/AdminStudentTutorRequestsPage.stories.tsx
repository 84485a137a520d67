import type { Meta, StoryContext } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import {
  AdminStudentTutorRequestsPage,
  approveRequestFx,
  fetchReviewedRequestFx,
  rejectRequestFx,
  requestsList,
  saveRequestFx,
  type SaveRequestParams,
} from '@/pages/admin-student-tutor-requests';
import { ApiError, type RequestStatusChanged, type StudentTutorRequest, type TutorRequestUpdated } from '@/shared/api';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';
import { baseRequest, manyRequests, pageOf, storyRequests, type RequestsAnswer, type RequestsQuery } from './admin-student-requests-fixtures';

/** A pretend server: decisions and edits change what it holds, so a refill of the page shows them. Reset before each story. */
let held: StudentTutorRequest[] = storyRequests;
const byId = (id: string) => held.find((request) => request._id === id) ?? baseRequest;
const keep = (updated: StudentTutorRequest) => {
  held = held.map((request) => (request._id === updated._id ? updated : request));
  return updated;
};
const decided = (status: 'approved' | 'rejected') => async (id: string): Promise<RequestStatusChanged> => {
  const jobId = status === 'approved' ? '7f3c2a10-4b5e-4c1d-9a8b-000000000099' : null;
  return {
    message: status === 'approved' ? 'Request approved and tuition created successfully!' : 'Request rejected successfully!',
    request: keep({ ...byId(id), status, jobId }),
    jobId,
  };
};
const saved = async ({ id, values }: SaveRequestParams): Promise<TutorRequestUpdated> => ({
  message: byId(id).jobId ? 'Request and tuition updated successfully' : 'Request updated successfully',
  request: keep({ ...byId(id), ...values, noOfStudents: Number(values.noOfStudents) || 1, days: Number(values.days) || 1 }),
});

type Handlers = NonNullable<NonNullable<AppStoryParameters['effector']>['handlers']>;
/** `load` answers what the server holds; the page asks it for one page of the open tab. */
const handlers = (load: () => Promise<StudentTutorRequest[]>, overrides: Handlers = []): AppStoryParameters => ({
  route: '/admin/student-tutor-requests',
  session: storyAdmin,
  effector: {
    handlers: [
      adminRecordHandler,
      [requestsList.fetchFx, async (query: RequestsQuery): Promise<RequestsAnswer> => pageOf(await load(), query)],
      [fetchReviewedRequestFx, async (id: string) => ({ request: byId(id) })],
      [approveRequestFx, decided('approved')],
      [rejectRequestFx, decided('rejected')],
      [saveRequestFx, saved],
      ...overrides,
    ],
  },
});
const served = async () => held;

const meta = {
  title: 'Pages/Admin/Guardian-Student Requests',
  component: AdminStudentTutorRequestsPage,
  parameters: handlers(served),
  beforeEach: () => {
    held = storyRequests;
  },
} satisfies Meta<typeof AdminStudentTutorRequestsPage>;
export default meta;

function InLayout() {
  return (
    <AdminLayout>
      <AdminStudentTutorRequestsPage />
    </AdminLayout>
  );
}

// Queries through storybook/test (not the context's canvas), so the same play runs in Vitest with composeStories.
const openDetails = async ({ canvasElement }: StoryContext, name = 'Ayaan Rahman') => {
  const card = await within(canvasElement).findByRole('article', { name });
  await userEvent.click(within(card).getByRole('button', { name: 'View Details' }));
};

/** The All tab with the server's counts on the tabs; View Details opens the review modal. */
export function List() {
  return <InLayout />;
}

/** The spinner of the first load. */
export function Loading() {
  return <InLayout />;
}
Loading.parameters = handlers(() => new Promise<never>(() => {}));

/** More requests than one page holds: 12 cards and the pages below them. */
export function Paged() {
  return <InLayout />;
}
Paged.parameters = handlers(async () => manyRequests(30));

/** The second page of the Pending tab (the Page 2 button). */
export function SecondPage() {
  return <InLayout />;
}
SecondPage.parameters = handlers(async () => manyRequests(30));
SecondPage.play = async ({ canvasElement }: StoryContext) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: /^Pending/ }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Page 2' }));
};

/** No request yet: 'No requests'. */
export function Empty() {
  return <InLayout />;
}
Empty.parameters = handlers(async () => []);

/** The list could not be loaded: the message and Try Again. */
export function LoadError() {
  return <InLayout />;
}
LoadError.parameters = handlers(() => Promise.reject(new ApiError('Failed to load tutor requests', 0, false)));

/** The Request Details modal of a pending request: its sections, the pencil, Reject Request and Complete & Create Tuition. */
export function DetailsModal() {
  return <InLayout />;
}
DetailsModal.play = (context: StoryContext) => openDetails(context);

/** An approved request: details only, no actions. */
export function ApprovedDetails() {
  return <InLayout />;
}
ApprovedDetails.play = (context: StoryContext) => openDetails(context, 'Nusrat Jahan');

/** Edit mode: every field, the subject chips and the 'Add a subject...' select, Cancel and Save Changes. */
export function EditMode() {
  return <InLayout />;
}
EditMode.play = async (context: StoryContext) => {
  await openDetails(context);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit request' }));
};

/** Complete & Create Tuition on its way: both buttons read 'Updating...'. */
export function Busy() {
  return <InLayout />;
}
Busy.parameters = handlers(served, [[approveRequestFx, () => new Promise<never>(() => {})]]);
Busy.play = async (context: StoryContext) => {
  await openDetails(context);
  await userEvent.click(await screen.findByRole('button', { name: 'Complete & Create Tuition' }));
};

/** The approval failed: the server's message in a toast, the request still pending. */
export function ApproveFailed() {
  return <InLayout />;
}
ApproveFailed.parameters = handlers(served, [
  [approveRequestFx, () => Promise.reject(new ApiError('fetch failed', 0, false))],
]);
ApproveFailed.play = async (context: StoryContext) => {
  await openDetails(context);
  await userEvent.click(await screen.findByRole('button', { name: 'Complete & Create Tuition' }));
};

/** On a 360 px phone: one card per row. */
export function Narrow() {
  return <InLayout />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...handlers(served) };
Narrow.globals = narrowScreen.globals;
