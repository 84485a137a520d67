import type { Meta } from '@storybook/react-vite';
import { AdminDashboardPage } from '@/pages/admin-dashboard';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';

const meta = {
  title: 'Pages/Admin/Dashboard',
  component: AdminDashboardPage,
  parameters: { route: '/admin', session: storyAdmin, effector: { handlers: [adminRecordHandler] } } satisfies AppStoryParameters,
} satisfies Meta<typeof AdminDashboardPage>;
export default meta;

/** The heading, the welcome and the shortcuts, inside the admin layout. */
export function Welcome() {
  return (
    <AdminLayout>
      <AdminDashboardPage />
    </AdminLayout>
  );
}

/** On a 360 px phone. */
export function Narrow() {
  return (
    <AdminLayout>
      <AdminDashboardPage />
    </AdminLayout>
  );
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
