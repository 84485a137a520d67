import type { Meta, StoryContext } from '@storybook/react-vite';
import {
  AdminTutorRequestsPage,
  changeHireRequestStatusFx,
  hireRequestsList,
} from '@/pages/admin-tutor-requests';
import { ApiError, type HireRequestFilter, type HireRequestListResponse, type PublicTutorRequest } from '@/shared/api';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';

const people = [
  ['Nusrat Jahan', 'Uttara', 'Dhaka', 'Class 8', 'Bangla Medium'],
  ['Ayaan Rahman', 'Agrabad', 'Chattogram', 'O Level', 'English Medium'],
  ['Tahmid Hasan', 'Zindabazar', 'Sylhet', 'HSC', 'English Version'],
  ['Sumaiya Akter', 'Mirpur', 'Dhaka', 'Class 5', 'Bangla Medium'],
  ['Rafiul Islam', 'Shaheb Bazar', 'Rajshahi', 'Dakhil', 'Madrasa Medium'],
] as const;

const storyRequests: PublicTutorRequest[] = people.map(([studentName, area, district, classLevel, medium], index) => ({
  _id: `5d0c7c1e-3f0e-4c1e-9d7a-00000000000${index}`,
  studentName,
  phone: `0171100000${index}`,
  medium,
  classLevel,
  subjects: ['Math'],
  district,
  area,
  address: 'House 12, Road 3',
  isCompleted: index % 3 === 1,
  createdAt: new Date(Date.UTC(2026, 4, 10 - index, 6)).toISOString(),
}));

/** A pretend server for the stories: tabs, counts and the toggle answer like the real one. Reset before each story. */
let rows = storyRequests;
const served: [typeof hireRequestsList.fetchFx, (q: { status: HireRequestFilter }) => Promise<HireRequestListResponse>] = [
  hireRequestsList.fetchFx,
  async ({ status }) => {
    const data = rows.filter((r) => status === 'all' || r.isCompleted === (status === 'completed'));
    const completed = rows.filter((r) => r.isCompleted).length;
    return { data, total: data.length, page: 1, limit: 20, counts: { all: rows.length, pending: rows.length - completed, completed } };
  },
];
const toggled: [typeof changeHireRequestStatusFx, (p: { id: string; isCompleted: boolean }) => Promise<{ message: string; data: PublicTutorRequest }>] = [
  changeHireRequestStatusFx,
  async ({ id, isCompleted }) => {
    rows = rows.map((r) => (r._id === id ? { ...r, isCompleted } : r));
    return { message: 'Request status updated', data: rows.find((r) => r._id === id)! };
  },
];
/** The tab is part of the address, as a shared link has it. */
const tabRoute = (filter: HireRequestFilter) => `/admin/tutor-requests${filter === 'all' ? '' : `?status=${filter}`}`;

const empty = (filter: HireRequestFilter): AppStoryParameters => ({
  route: tabRoute(filter),
  effector: {
    handlers: [
      adminRecordHandler,
      [hireRequestsList.fetchFx, async () => ({ data: [], total: 0, page: 1, limit: 20, counts: { all: 0, pending: 0, completed: 0 } })],
    ],
  },
});

const meta = {
  title: 'Pages/Admin/Tutor Requests',
  component: AdminTutorRequestsPage,
  parameters: {
    route: '/admin/tutor-requests',
    session: storyAdmin,
    effector: { handlers: [adminRecordHandler, served, toggled] },
  } satisfies AppStoryParameters,
  beforeEach: () => {
    rows = storyRequests;
  },
} satisfies Meta<typeof AdminTutorRequestsPage>;
export default meta;

function InLayout() {
  return (
    <AdminLayout>
      <AdminTutorRequestsPage />
    </AdminLayout>
  );
}

/** Every request: pending cards yellow, completed green; the toggle changes a card and the counts at once. */
export function Requests() {
  return <InLayout />;
}

/** The Pending tab. */
export function PendingTab() {
  return <InLayout />;
}
PendingTab.parameters = {
  route: tabRoute('pending'),
  effector: { handlers: [adminRecordHandler, served, toggled] },
} satisfies AppStoryParameters;

/** The spinner while the list loads. */
export function Loading() {
  return <InLayout />;
}
Loading.parameters = {
  effector: { handlers: [adminRecordHandler, [hireRequestsList.fetchFx, () => new Promise<never>(() => {})]] },
} satisfies AppStoryParameters;

/** No request at all: 'No tutor requests have been made yet.' */
export function EmptyAll() {
  return <InLayout />;
}
EmptyAll.parameters = empty('all');

/** The Pending tab with nothing in it: 'No pending requests found.' */
export function EmptyPending() {
  return <InLayout />;
}
EmptyPending.parameters = empty('pending');

/** The Completed tab with nothing in it: 'No completed requests found.' */
export function EmptyCompleted() {
  return <InLayout />;
}
EmptyCompleted.parameters = empty('completed');

/** The list could not be loaded: the message and Try Again. */
export function LoadError() {
  return <InLayout />;
}
LoadError.parameters = {
  effector: {
    handlers: [adminRecordHandler, [hireRequestsList.fetchFx, () => Promise.reject(new ApiError('offline', 0, false))]],
  },
} satisfies AppStoryParameters;

/** The toggle failed: 'Failed to update status', the card stays as it was. */
export function ToggleFailed() {
  return <InLayout />;
}
ToggleFailed.parameters = {
  effector: {
    handlers: [adminRecordHandler, served, [changeHireRequestStatusFx, () => Promise.reject(new ApiError('offline', 0, false))]],
  },
} satisfies AppStoryParameters;
ToggleFailed.play = async ({ canvas, userEvent }: StoryContext) => {
  const [first] = await canvas.findAllByRole('button', { name: 'Mark as Complete' });
  await userEvent.click(first!);
};

/** On a 360 px phone: one card per row. */
export function Narrow() {
  return <InLayout />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
