import { Text, Title } from '@mantine/core';
import type { Meta, StoryContext } from '@storybook/react-vite';
import { AdminLayout, fetchNotificationsFx } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin, storyAdminRecord } from '../pages/admin-fixtures';

const noNotifications: [typeof fetchNotificationsFx, () => Promise<{ notifications: never[]; unread: number }>] = [
  fetchNotificationsFx,
  async () => ({ notifications: [], unread: 0 }),
];

const meta = {
  title: 'Widgets/AdminLayout',
  component: AdminLayout,
  parameters: {
    route: '/admin',
    session: storyAdmin,
    effector: { handlers: [adminRecordHandler, noNotifications] },
  } satisfies AppStoryParameters,
} satisfies Meta<typeof AdminLayout>;
export default meta;

function Placeholder() {
  return (
    <>
      <Title order={1}>Page content</Title>
      <Text c="dimmed">The admin page of the current route renders here.</Text>
    </>
  );
}

/** Wide sidebar with labels; Dashboard highlighted on /admin. */
export function Expanded() {
  return (
    <AdminLayout>
      <Placeholder />
    </AdminLayout>
  );
}

/** Icon-only sidebar (labels in tooltips). */
export function Collapsed() {
  return (
    <AdminLayout defaultCollapsed>
      <Placeholder />
    </AdminLayout>
  );
}

/** Tutors highlighted: only the exact path match is. */
export function ActiveTutors() {
  return (
    <AdminLayout>
      <Placeholder />
    </AdminLayout>
  );
}
ActiveTutors.parameters = { route: '/admin/tutors' } satisfies AppStoryParameters;

/** The user menu open: initial, name, e-mail, 'Your Profile' and 'Sign out'. */
export function UserMenuOpen() {
  return (
    <AdminLayout>
      <Placeholder />
    </AdminLayout>
  );
}
UserMenuOpen.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: /Account menu/ }));
};

/** Before the admin's details arrive: the defaults 'A' and 'Admin User'. */
export function Defaults() {
  return (
    <AdminLayout>
      <Placeholder />
    </AdminLayout>
  );
}
Defaults.parameters = {
  session: { ...storyAdmin, name: '' },
  effector: { handlers: [[adminRecordHandler[0], () => new Promise<never>(() => {})], noNotifications] },
} satisfies AppStoryParameters;

/** A 360 px phone: the sidebar hides behind the burger. */
export function Narrow() {
  return (
    <AdminLayout>
      <Placeholder />
    </AdminLayout>
  );
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;

/** A finance staff member: the sidebar lists only the pages the role may open (Dashboard, Payment info). */
export function FinanceRole() {
  return (
    <AdminLayout>
      <Placeholder />
    </AdminLayout>
  );
}
FinanceRole.parameters = {
  effector: { handlers: [[adminRecordHandler[0], async () => ({ ...storyAdminRecord, role: 'finance' as const })], noNotifications] },
} satisfies AppStoryParameters;
