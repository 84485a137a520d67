import type { Meta } from '@storybook/react-vite';
import { AdminLayout, fetchNotificationsFx } from '@/widgets/admin-layout';
import { AdminActivityPage, fetchActivityFx, fetchStaffFx } from '@/pages/admin-activity';
import { ApiError, type ActivityListResponse, type StaffListResponse } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { activityAnswer, storyStaff } from './admin-activity-fixtures';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';

type Handler = [typeof fetchActivityFx, () => Promise<ActivityListResponse>];
const staff: [typeof fetchStaffFx, () => Promise<StaffListResponse>] = [fetchStaffFx, async () => ({ data: storyStaff })];
const noNotifications: [typeof fetchNotificationsFx, () => Promise<{ notifications: never[]; unread: number }>] = [
  fetchNotificationsFx,
  async () => ({ notifications: [], unread: 0 }),
];
const params = (handler: Handler): AppStoryParameters => ({
  route: '/admin/activity',
  session: storyAdmin,
  effector: { handlers: [adminRecordHandler, noNotifications, handler, staff] },
});
const listed = (answer = activityAnswer()): Handler => [fetchActivityFx, async () => answer];

const meta = {
  title: 'Pages/Admin/Activity',
  component: AdminActivityPage,
  parameters: params(listed()),
} satisfies Meta<typeof AdminActivityPage>;
export default meta;

function InLayout() {
  return (
    <AdminLayout>
      <AdminActivityPage />
    </AdminLayout>
  );
}

/** Newest first: who, the action, the record, what changed and why. */
export function List() {
  return <InLayout />;
}

/** The first load on its way. */
export function Loading() {
  return <InLayout />;
}
Loading.parameters = params([fetchActivityFx, () => new Promise<never>(() => {})]);

/** Nothing matches the filters. */
export function Empty() {
  return <InLayout />;
}
Empty.parameters = params(listed(activityAnswer([])));

/** The log could not be loaded: the message and Try Again. */
export function LoadError() {
  return <InLayout />;
}
LoadError.parameters = params([fetchActivityFx, () => Promise.reject(new ApiError('boom', 500, true))]);

/** On a 360 px phone: the filters stack and the table scrolls sideways. */
export function Narrow() {
  return <InLayout />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...params(listed()) };
Narrow.globals = narrowScreen.globals;
