import type { Meta } from '@storybook/react-vite';
import { fetchApplicationsFx } from '@/entities/application';
import { fetchStudentRequestsFx, type StudentTutorRequest } from '@/entities/student-request';
import { fetchUserFx } from '@/entities/user';
import { $openedRequestId, PostedJobsPage } from '@/pages/posted-jobs';
import { ApiError } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { applications, requests, studentSession, studentUser } from './member-fixtures';

const meta = {
  title: 'Pages/Posted Jobs',
  component: PostedJobsPage,
} satisfies Meta<typeof PostedJobsPage>;
export default meta;

const postedJobs = (
  fetchRequests: () => Promise<StudentTutorRequest[]>,
  openedRequestId: string | null = null,
): AppStoryParameters => ({
  session: studentSession,
  route: `/studentPostedJobs/${studentUser._id}`,
  path: '/studentPostedJobs/:id',
  effector: {
    values: [[$openedRequestId, openedRequestId]],
    handlers: [
      [fetchUserFx, async () => studentUser],
      [fetchStudentRequestsFx, fetchRequests],
      [fetchApplicationsFx, async () => applications],
    ],
  },
});

/** The requests are on their way. */
export function Loading() {
  return <PostedJobsPage />;
}
Loading.parameters = postedJobs(() => new Promise(() => {}));

/** "My Tutor Requests": pending (yellow), approved with 3 applicants (green), rejected (red). */
export function List() {
  return <PostedJobsPage />;
}
List.parameters = postedJobs(async () => requests);

/** Nothing posted yet: "No tutor requests yet" and a button to the wizard. */
export function Empty() {
  return <PostedJobsPage />;
}
Empty.parameters = postedJobs(async () => []);

/** The list could not be loaded: "No tutor requests found" with "Try Again". */
export function LoadError() {
  return <PostedJobsPage />;
}
LoadError.parameters = postedJobs(async () => {
  throw new ApiError('The service is busy. Please try again shortly.', 503, true);
});

/** "View Details →" pressed: every field, read only, and "Status: Pending". */
export function DetailsOpen() {
  return <PostedJobsPage />;
}
DetailsOpen.parameters = postedJobs(async () => requests, requests[0]!._id);

/** On a 360 px phone the table becomes one card per request. */
export function Narrow() {
  return <PostedJobsPage />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...postedJobs(async () => requests) };
Narrow.globals = narrowScreen.globals;
