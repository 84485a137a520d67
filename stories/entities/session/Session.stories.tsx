import type { Meta, StoryContext } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { fetchApplicationsFx } from '@/entities/application';
import { $sessionLoading } from '@/entities/session';
import { fetchStudentRequestsFx } from '@/entities/student-request';
import { fetchUserFx } from '@/entities/user';
import { PostedJobsPage } from '@/pages/posted-jobs';
import { Header } from '@/widgets/header';
import type { AppStoryParameters } from '../../decorators';
import { applications, requests, studentSession, studentUser } from '../../pages/member-fixtures';

// The session machine's passing states, held with a restore or a logout call that never answers.
// Its lasting states are the Header's stories: Widgets/Header › Logged Out (anonymous), › Student (authenticated).
const meta = {
  title: 'Entities/Session',
  parameters: {
    route: `/studentPostedJobs/${studentUser._id}`,
    path: '/studentPostedJobs/:id',
  },
} satisfies Meta;
export default meta;

const never = () => new Promise<never>(() => {});
const postedJobsHandlers: NonNullable<AppStoryParameters['effector']>['handlers'] = [
  [fetchUserFx, async () => studentUser],
  [fetchStudentRequestsFx, async () => requests],
  [fetchApplicationsFx, async () => applications],
];

function Screen() {
  return (
    <>
      <Header />
      <PostedJobsPage />
    </>
  );
}

/** restoring: a page opened while the stored session is being read: the header has no member yet, the page a spinner. */
export function Restoring() {
  return <Screen />;
}
Restoring.parameters = {
  session: null,
  sessionCalls: { restore: never },
  effector: { values: [[$sessionLoading, true]], handlers: postedJobsHandlers },
  machineStates: ['session.restoring'],
} satisfies AppStoryParameters;

/** loggingOut: Logout pressed, the call on its way: the member's screen stays until it answers, then /login. */
export function LoggingOut() {
  return <Screen />;
}
LoggingOut.parameters = {
  session: studentSession,
  sessionCalls: { logout: never },
  effector: { handlers: postedJobsHandlers },
  machineStates: ['session.loggingOut'],
} satisfies AppStoryParameters;
LoggingOut.play = async ({ canvasElement }: StoryContext) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /Rahima Akter/ }));
  // The menu is a portal outside the story's canvas.
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }, { timeout: 3000 }));
};
