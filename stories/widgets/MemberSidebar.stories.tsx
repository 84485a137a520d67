import { Box } from '@mantine/core';
import type { Meta } from '@storybook/react-vite';
import type { SessionUser } from '@/entities/session';
import { fetchUserFx, type User } from '@/entities/user';
import { MemberSidebar, type MemberSidebarSection } from '@/widgets/member-sidebar';
import type { AppStoryParameters } from '../decorators';
import { adminSession, adminUser, studentSession, studentUser, tutorSession, tutorUser } from '../pages/member-fixtures';

const meta = {
  title: 'Widgets/Member Sidebar',
  component: MemberSidebar,
} satisfies Meta<typeof MemberSidebar>;
export default meta;

const sidebar = (session: SessionUser, fetchUser: () => Promise<User>): AppStoryParameters => ({
  session,
  effector: { handlers: [[fetchUserFx, fetchUser]] },
});

function Frame({ userId, active = 'dashboard' }: { userId: string; active?: MemberSidebarSection }) {
  return (
    <Box maw={280} p="md">
      <MemberSidebar userId={userId} active={active} />
    </Box>
  );
}

/** A guardian/student: "(Id: 5001)" and "Posted Job" in the menu. */
export function Student() {
  return <Frame userId={studentUser._id} />;
}
Student.parameters = sidebar(studentSession, async () => studentUser);

/** On the Posted Job page: that entry is the current one. */
export function StudentOnPostedJobs() {
  return <Frame userId={studentUser._id} active="postedJobs" />;
}
StudentOnPostedJobs.parameters = sidebar(studentSession, async () => studentUser);

/** A tutor: "(Id: 1007)", no "Posted Job". */
export function Tutor() {
  return <Frame userId={tutorUser._id} />;
}
Tutor.parameters = sidebar(tutorSession, async () => tutorUser);

/** An admin: no member id, "Admin Dashboard" instead of "Update Profile". */
export function Admin() {
  return <Frame userId={adminUser._id} />;
}
Admin.parameters = sidebar(adminSession, async () => adminUser);

/** The record is on its way: "Loading...". */
export function Loading() {
  return <Frame userId={studentUser._id} />;
}
Loading.parameters = sidebar(studentSession, () => new Promise(() => {}));
