import type { Meta, StoryContext } from '@storybook/react-vite';
import type { SessionUser } from '@/entities/session';
import { Header } from '@/widgets/header';
import { narrowScreen, type AppStoryParameters } from '../decorators';

const meta = {
  title: 'Widgets/Header',
  component: Header,
} satisfies Meta<typeof Header>;
export default meta;

const student: SessionUser = { id: '6650a1b2c3', name: 'Rahima Akter', userType: 'student', token: 'story-token' };
const tutor: SessionUser = {
  id: '6650a1b2c4',
  name: 'Karim Uddin',
  userType: 'tutor',
  token: 'story-token',
  tutorId: 1007,
};
const admin: SessionUser = { id: '6650a1b2c5', name: 'Operations Admin', userType: 'admin', token: 'story-token' };

const session = (user: SessionUser | null): AppStoryParameters => ({ session: user });

async function openUserMenu({ canvas, userEvent }: StoryContext, name: string) {
  await userEvent.click(await canvas.findByRole('button', { name }));
}

async function openNarrowMenu({ canvas, userEvent }: StoryContext) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Toggle navigation menu' }));
}

/** A visitor: Tuition Board, Hire a Tutor, Register and Login. */
export function LoggedOut() {
  return <Header />;
}
LoggedOut.parameters = { ...session(null), machineStates: ['session.anonymous'] };

/** A guardian/student: a menu headed by their name (opened). */
export function Student() {
  return <Header />;
}
Student.parameters = { ...session(student), machineStates: ['session.authenticated'] };
Student.play = (context: StoryContext) => openUserMenu(context, student.name);

/** A tutor: the same member menu (opened). */
export function Tutor() {
  return <Header />;
}
Tutor.parameters = { ...session(tutor), machineStates: ['session.authenticated'] };
Tutor.play = (context: StoryContext) => openUserMenu(context, tutor.name);

/** An admin: "Admin Dashboard" instead of "Update Profile" (opened). */
export function Admin() {
  return <Header />;
}
Admin.parameters = { ...session(admin), machineStates: ['session.authenticated'] };
Admin.play = (context: StoryContext) => openUserMenu(context, admin.name);

/** A signed-in student, menu closed. */
export function StudentMenuClosed() {
  return <Header />;
}
StudentMenuClosed.parameters = session(student);

/** 360 px wide, logged out, with the toggle menu open. */
export function NarrowLoggedOutMenuOpen() {
  return <Header />;
}
NarrowLoggedOutMenuOpen.parameters = { ...narrowScreen.parameters, ...session(null) };
NarrowLoggedOutMenuOpen.globals = narrowScreen.globals;
NarrowLoggedOutMenuOpen.play = openNarrowMenu;

/** 360 px wide, a signed-in student, with the toggle menu open. */
export function NarrowStudentMenuOpen() {
  return <Header />;
}
NarrowStudentMenuOpen.parameters = { ...narrowScreen.parameters, ...session(student) };
NarrowStudentMenuOpen.globals = narrowScreen.globals;
NarrowStudentMenuOpen.play = openNarrowMenu;

/** 360 px wide, menu closed: only the logo and the toggle. */
export function NarrowClosed() {
  return <Header />;
}
NarrowClosed.parameters = { ...narrowScreen.parameters, ...session(student) };
NarrowClosed.globals = narrowScreen.globals;
