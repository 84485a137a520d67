import type { Meta, StoryContext } from '@storybook/react-vite';
import { fetchUserFx } from '@/entities/user';
import { AdminProfilePage, changePasswordFx } from '@/pages/admin-profile';
import { ApiError } from '@/shared/api';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';

const changed: [typeof changePasswordFx, () => Promise<{ message: string }>] = [
  changePasswordFx,
  async () => ({ message: 'Password changed successfully' }),
];

const meta = {
  title: 'Pages/Admin/Profile',
  component: AdminProfilePage,
  parameters: {
    route: '/admin/profile',
    session: storyAdmin,
    effector: { handlers: [adminRecordHandler, changed] },
  } satisfies AppStoryParameters,
} satisfies Meta<typeof AdminProfilePage>;
export default meta;

function InLayout() {
  return (
    <AdminLayout>
      <AdminProfilePage />
    </AdminLayout>
  );
}

async function change({ canvas, userEvent }: StoryContext, current: string, next: string, confirm = next) {
  await userEvent.type(await canvas.findByLabelText(/^Current password/, { selector: 'input' }), current);
  await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), next);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/, { selector: 'input' }), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
}

/** The admin's details and the empty password form. */
export function Details() {
  return <InLayout />;
}

/** The details on their way. */
export function Loading() {
  return <InLayout />;
}
Loading.parameters = {
  effector: { handlers: [[fetchUserFx, () => new Promise<never>(() => {})]] },
} satisfies AppStoryParameters;

/** The details could not be loaded. */
export function LoadError() {
  return <InLayout />;
}
LoadError.parameters = {
  effector: {
    handlers: [
      [
        fetchUserFx,
        () => Promise.reject(new ApiError('Your session has expired. Please log in again.', 401, true)),
      ],
    ],
  },
} satisfies AppStoryParameters;

/** The confirmation does not match. */
export function Mismatch() {
  return <InLayout />;
}
Mismatch.play = (context: StoryContext) => change(context, 'Admin@Shikhon1', 'New@Shikhon2', 'New@Shikhon3');

/** The server refused the current password. */
export function WrongCurrentPassword() {
  return <InLayout />;
}
WrongCurrentPassword.parameters = {
  effector: {
    handlers: [
      adminRecordHandler,
      [changePasswordFx, () => Promise.reject(new ApiError('Your current password is incorrect.', 400, true))],
    ],
  },
} satisfies AppStoryParameters;
WrongCurrentPassword.play = (context: StoryContext) => change(context, 'not-it', 'New@Shikhon2');

/** Changed: the toast, and the fields cleared. */
export function Changed() {
  return <InLayout />;
}
Changed.play = (context: StoryContext) => change(context, 'Admin@Shikhon1', 'New@Shikhon2');

/** On a 360 px phone. */
export function Narrow() {
  return <InLayout />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
