import type { Meta } from '@storybook/react-vite';
import { AdminDashboardPage, fetchAdminStatsFx } from '@/pages/admin-dashboard';
import { ApiError, type AdminStats } from '@/shared/api';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';

const figures: AdminStats = { tutorCount: 248, studentCount: 1032, activeTuitions: 57, tutorGrowth: 12, studentGrowth: -4, tuitionGrowth: 0 };
const answer = (stats: AdminStats) => [fetchAdminStatsFx, async () => stats] as [typeof fetchAdminStatsFx, () => Promise<AdminStats>];
const params = (handler: [typeof fetchAdminStatsFx, () => Promise<AdminStats>]): AppStoryParameters => ({
  route: '/admin',
  session: storyAdmin,
  effector: { handlers: [adminRecordHandler, handler] },
});

const meta = {
  title: 'Pages/Admin/Dashboard',
  component: AdminDashboardPage,
  parameters: params(answer(figures)),
} satisfies Meta<typeof AdminDashboardPage>;
export default meta;

function InLayout() {
  return (
    <AdminLayout>
      <AdminDashboardPage />
    </AdminLayout>
  );
}

/** Real counts: tutors up 12%, students down 4%, jobs unchanged from last month. */
export function Figures() {
  return <InLayout />;
}

/** While the figures load: every card shows '-'. */
export function Loading() {
  return <InLayout />;
}
Loading.parameters = params([fetchAdminStatsFx, () => new Promise<AdminStats>(() => undefined)]);

/** An empty marketplace: zero everywhere, 'No change'. */
export function Empty() {
  return <InLayout />;
}
Empty.parameters = params(answer({ tutorCount: 0, studentCount: 0, activeTuitions: 0, tutorGrowth: 0, studentGrowth: 0, tuitionGrowth: 0 }));

/** The fetch failed: the error is kept above the cards, which show '-'. */
export function LoadError() {
  return <InLayout />;
}
LoadError.parameters = params([
  fetchAdminStatsFx,
  async () => {
    throw new ApiError('Failed to load dashboard statistics', 500, true);
  },
]);

/** On a 360 px phone. */
export function Narrow() {
  return <InLayout />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
