import type { Meta, StoryContext } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { adminLoginMachine, type AdminLoginInput, type AdminLoginOutput } from '@machines/admin-login';
import { AdminLoginPage } from '@/pages/admin-login';
import { ApiError } from '@/shared/api';
import { narrowScreen } from '../decorators';

// The real page and machine; only the login call is a stand-in, so no server is needed.
const meta = {
  title: 'Pages/Admin/Login',
  component: AdminLoginPage,
  parameters: { route: '/admin/login' },
} satisfies Meta<typeof AdminLoginPage>;
export default meta;

const pending = fromPromise<AdminLoginOutput, AdminLoginInput>(() => new Promise<never>(() => {}));
const refused = fromPromise<AdminLoginOutput, AdminLoginInput>(() =>
  Promise.reject(new ApiError('This account is not an admin account.', 401, true)),
);
const offline = fromPromise<AdminLoginOutput, AdminLoginInput>(() => Promise.reject(new ApiError('Failed to fetch', 0, false)));

/** The admin login machine with a stand-in call, given to the page's form through the actor's Provider. */
const withLogin = (login: typeof pending) => adminLoginMachine.provide({ actors: { login } });

async function signIn({ canvas, userEvent }: StoryContext) {
  await userEvent.type(await canvas.findByLabelText(/^Email address/), 'admin@shikhon.test');
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Admin@Shikhon1');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** idle: the empty form. */
export function Idle() {
  return (
    <AdminLoginPage flow={{ logic: withLogin(pending) }} />
  );
}
Idle.parameters = { machineStates: ['adminLogin.idle'] };

/** submitting: "Logging in..." and disabled (the call never answers). */
export function Submitting() {
  return (
    <AdminLoginPage flow={{ logic: withLogin(pending) }} />
  );
}
Submitting.parameters = { machineStates: ['adminLogin.submitting'] };
Submitting.play = signIn;

/** error: submitted with nothing filled in. */
export function MissingFields() {
  return (
    <AdminLoginPage flow={{ logic: withLogin(pending) }} />
  );
}
MissingFields.parameters = { machineStates: ['adminLogin.error'] };
MissingFields.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
};

/** error: the server refused (any non-200 answer). */
export function InvalidCredentials() {
  return (
    <AdminLoginPage flow={{ logic: withLogin(refused) }} />
  );
}
InvalidCredentials.parameters = { machineStates: ['adminLogin.error'] };
InvalidCredentials.play = signIn;

/** error: an exception (no answer): its own message. */
export function NetworkError() {
  return (
    <AdminLoginPage flow={{ logic: withLogin(offline) }} />
  );
}
NetworkError.parameters = { machineStates: ['adminLogin.error'] };
NetworkError.play = signIn;

/** success: the banner shown for 1500 ms before /admin (held here, no redirect). */
export function Success() {
  const snapshot = adminLoginMachine.resolveState({
    value: 'success',
    context: { error: null, user: { id: 'a1', name: 'Admin User', token: 'story-token', userType: 'admin' } },
  });
  return (
    <AdminLoginPage flow={{ logic: withLogin(pending), snapshot }} />
  );
}
Success.parameters = { machineStates: ['adminLogin.success'] };

/** The form on a 360 px phone. */
export function Narrow() {
  return (
    <AdminLoginPage flow={{ logic: withLogin(pending) }} />
  );
}
Narrow.parameters = { ...narrowScreen.parameters, machineStates: ['adminLogin.idle'] };
Narrow.globals = narrowScreen.globals;
