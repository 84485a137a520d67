import type { Meta, StoryContext } from '@storybook/react-vite';
import { AdminStudentsPage, studentsList } from '@/pages/admin-students';
import { deleteUserFx } from '@/features/delete-user';
import { ApiError, type AdminStudentsQuery } from '@/shared/api';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';
import { answerFrom, makeStudents } from './admin-students-fixtures';

const many = makeStudents(87, 3);
type Handler = [typeof studentsList.fetchFx, (query: AdminStudentsQuery) => Promise<unknown>];
const listed = (students = many): Handler => [
  studentsList.fetchFx,
  async (query) => answerFrom(students)(query),
];
const deleted: [typeof deleteUserFx, () => Promise<{ message: string }>] = [
  deleteUserFx,
  async () => ({ message: 'User deleted successfully' }),
];

/** Story parameters replace the meta's handler list, so every story passes the whole list. */
const handlers = (list: Handler) => ({ effector: { handlers: [adminRecordHandler, deleted, list] } });

const meta = {
  title: 'Pages/Admin/Students',
  component: AdminStudentsPage,
  parameters: {
    route: '/admin/students',
    session: storyAdmin,
    ...handlers(listed()),
  } satisfies AppStoryParameters,
} satisfies Meta<typeof AdminStudentsPage>;
export default meta;

function InLayout() {
  return (
    <AdminLayout>
      <AdminStudentsPage />
    </AdminLayout>
  );
}

/** 87 students, newest first, page 1 of 9. */
export function List() {
  return <InLayout />;
}

/** Page 5 of 9: both ellipses. */
export function MiddlePage() {
  return <InLayout />;
}
MiddlePage.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Page 3' }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Page 5' }));
};

/** Sorted by name, A to Z. */
export function SortedByName() {
  return <InLayout />;
}
SortedByName.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Name' }));
};

/** The list on its way. */
export function Loading() {
  return <InLayout />;
}
Loading.parameters = handlers([studentsList.fetchFx, () => new Promise<never>(() => {})]) satisfies AppStoryParameters;

/** Nobody registered: the filter's empty text and Clear filters. */
export function Empty() {
  return <InLayout />;
}
Empty.parameters = handlers(listed([])) satisfies AppStoryParameters;

/** A search that matches nobody. */
export function NoSearchMatch() {
  return <InLayout />;
}
NoSearchMatch.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search students' }), 'zzz-nobody');
};

/** The list could not be loaded. */
export function LoadError() {
  return <InLayout />;
}
LoadError.parameters = handlers([
  studentsList.fetchFx,
  () => Promise.reject(new ApiError('Failed to fetch', 0, false)),
]) satisfies AppStoryParameters;

/** Student Details open. */
export function Details() {
  return <InLayout />;
}
Details.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: `View ${many[0]!.name}` }));
};

/** Delete Student asks for confirmation. */
export function ConfirmDelete() {
  return <InLayout />;
}
ConfirmDelete.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: `Delete ${many[0]!.name}` }));
};

/** A 360 px phone: the table scrolls sideways, the controls stack. */
export function Narrow() {
  return <InLayout />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
