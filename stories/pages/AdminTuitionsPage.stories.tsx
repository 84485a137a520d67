import type { Meta, StoryContext } from '@storybook/react-vite';
import { deleteTuitionFx } from '@/features/delete-tuition';
import { AdminTuitionsPage, tuitionsList } from '@/pages/admin-tuitions';
import { ApiError, type AdminTuitionListResponse, type Tuition } from '@/shared/api';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';

const statuses: Tuition['status'][] = ['active', 'active', 'assigned', 'closed'];
const jobs: Tuition[] = Array.from({ length: 10 }, (_, index) => {
  const id = `7f3c2a10-4b5e-4c1d-9a8b-0000000000${String(index).padStart(2, '0')}`;
  return {
    _id: id,
    jobId: id,
    jobNumber: 10240 + index,
    title: null,
    studentId: 1000 + index,
    studentName: null,
    district: index % 2 ? 'Chattogram' : 'Dhaka',
    area: index % 2 ? 'Agrabad' : 'Mirpur',
    location: index % 2 ? 'Agrabad C/A' : 'Mirpur 10',
    locationDetails: null,
    institution: null,
    category: index % 3 ? 'Bangla Medium' : 'English Medium',
    classLevel: index % 3 ? 'Class 8' : 'O Level',
    studentGender: 'Male',
    preferredTutor: 'Any',
    tutoringType: 'Home Tutoring',
    tutoringTime: 'Evening',
    days: 4,
    noOfStudents: 1,
    subjects: index % 2 ? ['Math', 'Physics', 'Chemistry'] : ['English'],
    salary: index % 4 ? '5000-8000' : null,
    notes: [],
    status: statuses[index % statuses.length]!,
    postedAt: '2026-05-01T00:00:00.000Z',
    createdAt: '2026-05-01T00:00:00.000Z',
  };
});

type ListHandler = [typeof tuitionsList.fetchFx, () => Promise<AdminTuitionListResponse>];
const list = (data: Tuition[], total = data.length): ListHandler => [tuitionsList.fetchFx, async () => ({ data, total, page: 1, limit: 10 })];
const params = (handler: ListHandler, route = '/admin/tuitions'): AppStoryParameters => ({
  route,
  session: storyAdmin,
  effector: {
    handlers: [adminRecordHandler, handler, [deleteTuitionFx, async () => ({ message: 'Tuition deleted successfully' })]],
  },
});

const meta = {
  title: 'Pages/Admin/Tuitions',
  component: AdminTuitionsPage,
  parameters: params(list(jobs, 34)),
} satisfies Meta<typeof AdminTuitionsPage>;
export default meta;

function InLayout() {
  return (
    <AdminLayout>
      <AdminTuitionsPage />
    </AdminLayout>
  );
}

/** A full page of jobs of every status, with paging (34 in all); Delete opens the confirm modal. */
export function Jobs() {
  return <InLayout />;
}

/** Found by its number: the search box holds "SK-10243" (or "10243") and the list shows that one job. */
export function SearchedByNumber() {
  return <InLayout />;
}
SearchedByNumber.parameters = params(list([jobs[3]!]), '/admin/tuitions?search=SK-10243');

/** The spinner while the list loads. */
export function Loading() {
  return <InLayout />;
}
Loading.parameters = params([tuitionsList.fetchFx, () => new Promise<AdminTuitionListResponse>(() => undefined)]);

/** No jobs: 'No tuitions found'. */
export function Empty() {
  return <InLayout />;
}
Empty.parameters = params(list([]));

/** The list could not be loaded. */
export function LoadError() {
  return <InLayout />;
}
LoadError.parameters = params([
  tuitionsList.fetchFx,
  async () => {
    throw new ApiError('Failed to load tuitions', 0, false);
  },
]);

/** Delete asks 'Are you sure you want to delete tuition with Job ID SK-10240? This action cannot be undone.' */
export function ConfirmDelete() {
  return <InLayout />;
}
ConfirmDelete.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Delete tuition SK-10240' }));
};

/** On a 360 px phone: the table scrolls sideways. */
export function Narrow() {
  return <InLayout />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
