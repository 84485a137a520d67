import type { Meta, StoryContext } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import {
  approveRequestFx,
  fetchReviewedRequestFx,
  rejectRequestFx,
  saveRequestFx,
  type SaveRequestParams,
} from '@/features/review-tutor-request';
import { AdminStudentTutorRequestsPage, fetchRequestsFx } from '@/pages/admin-student-tutor-requests';
import { ApiError, type RequestStatusChanged, type StudentTutorRequest, type TutorRequestUpdated } from '@/shared/api';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';

const base: StudentTutorRequest = {
  _id: '5d1c7e2a-0000-4000-8000-000000000001',
  studentId: 1042,
  studentName: 'Ayaan Rahman',
  noOfStudents: 1,
  studentGender: 'male',
  institution: 'Uttara High School',
  district: 'Dhaka',
  area: 'Uttara',
  location: 'Uttara',
  locationDetails: 'Sector 7, Road 12, House 4',
  medium: 'Bangla Medium',
  classLevel: 'Class 8',
  subjects: ['Math', 'Physics', 'Chemistry'],
  tutoringType: 'home',
  days: 4,
  tutoringTime: 'After 4 PM',
  salary: '5000-6000',
  preferredTutor: '',
  notes: 'Weak in algebra.\nExam in December.',
  status: 'pending',
  jobId: null,
  createdAt: '2026-05-03T09:30:00.000Z',
};

const storyRequests: StudentTutorRequest[] = [
  base,
  {
    ...base,
    _id: '5d1c7e2a-0000-4000-8000-000000000002',
    studentId: 1043,
    studentName: 'Nusrat Jahan',
    studentGender: 'female',
    district: 'Chattogram',
    area: 'Agrabad',
    location: 'Agrabad',
    medium: 'English Medium',
    classLevel: 'O Level',
    subjects: ['English'],
    tutoringType: 'online',
    preferredTutor: 'female',
    notes: '',
    status: 'approved',
    jobId: '7f3c2a10-4b5e-4c1d-9a8b-000000000042',
    createdAt: '2026-04-28T12:00:00.000Z',
  },
  {
    ...base,
    _id: '5d1c7e2a-0000-4000-8000-000000000003',
    studentId: 1044,
    studentName: 'Tanvir Hasan',
    district: 'Rajshahi',
    area: 'Shaheb Bazar',
    location: 'Shaheb Bazar',
    medium: 'Admission Test',
    classLevel: 'University Admission',
    subjects: ['Physics', 'Math'],
    notes: '',
    status: 'rejected',
    createdAt: '2026-04-20T08:00:00.000Z',
  },
  {
    ...base,
    _id: '5d1c7e2a-0000-4000-8000-000000000004',
    studentId: 1045,
    studentName: 'Sadia Islam',
    studentGender: 'female',
    noOfStudents: 2,
    area: 'Mirpur',
    location: 'Mirpur',
    classLevel: 'Class 5',
    subjects: ['Bangla', 'English', 'Math', 'Science'],
    tutoringType: 'group',
    preferredTutor: 'male',
    notes: '',
    createdAt: '2026-05-05T16:45:00.000Z',
  },
];

/** A pretend server: decisions and edits change the list the page holds (no reload needed). */
const byId = (id: string) => storyRequests.find((request) => request._id === id) ?? base;
const decided = (status: 'approved' | 'rejected') => async (id: string): Promise<RequestStatusChanged> => {
  const jobId = status === 'approved' ? '7f3c2a10-4b5e-4c1d-9a8b-000000000099' : null;
  return {
    message: status === 'approved' ? 'Request approved and tuition created successfully!' : 'Request rejected successfully!',
    request: { ...byId(id), status, jobId },
    jobId,
  };
};
const saved = async ({ id, values }: SaveRequestParams): Promise<TutorRequestUpdated> => ({
  message: byId(id).jobId ? 'Request and tuition updated successfully' : 'Request updated successfully',
  request: { ...byId(id), ...values, noOfStudents: Number(values.noOfStudents) || 1, days: Number(values.days) || 1 },
});

type Handlers = NonNullable<NonNullable<AppStoryParameters['effector']>['handlers']>;
const handlers = (load: () => Promise<StudentTutorRequest[]>, overrides: Handlers = []): AppStoryParameters => ({
  route: '/admin/student-tutor-requests',
  session: storyAdmin,
  effector: {
    handlers: [
      adminRecordHandler,
      [fetchRequestsFx, load],
      [fetchReviewedRequestFx, async (id: string) => ({ request: byId(id) })],
      [approveRequestFx, decided('approved')],
      [rejectRequestFx, decided('rejected')],
      [saveRequestFx, saved],
      ...overrides,
    ],
  },
});

const meta = {
  title: 'Pages/Admin/Guardian-Student Requests',
  component: AdminStudentTutorRequestsPage,
  parameters: handlers(async () => storyRequests),
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

/** Every request, with the tabs and their counts; View Details opens the review modal. */
export function List() {
  return <InLayout />;
}

/** The spinner of the first load. */
export function Loading() {
  return <InLayout />;
}
Loading.parameters = handlers(() => new Promise<never>(() => {}));

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
Busy.parameters = handlers(async () => storyRequests, [[approveRequestFx, () => new Promise<never>(() => {})]]);
Busy.play = async (context: StoryContext) => {
  await openDetails(context);
  await userEvent.click(await screen.findByRole('button', { name: 'Complete & Create Tuition' }));
};

/** The approval failed: the server's message in a toast, the request still pending. */
export function ApproveFailed() {
  return <InLayout />;
}
ApproveFailed.parameters = handlers(async () => storyRequests, [
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
Narrow.parameters = { ...narrowScreen.parameters, ...handlers(async () => storyRequests) };
Narrow.globals = narrowScreen.globals;
