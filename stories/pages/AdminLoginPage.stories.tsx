import type { Meta, StoryContext } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { adminLoginMachine, type AdminLoginInput, type AdminLoginOutput } from '@machines/admin-login';
import { AdminLoginFlowOverrides, type AdminLoginFlowOverridesValue } from '@/features/admin-login';
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

function Flow({ value, children }: { value: AdminLoginFlowOverridesValue; children: ReactNode }) {
  return <AdminLoginFlowOverrides value={value}>{children}</AdminLoginFlowOverrides>;
}

async function signIn({ canvas, userEvent }: StoryContext) {
  await userEvent.type(await canvas.findByLabelText(/^Email address/), 'admin@shikhon.test');
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Admin@Shikhon1');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** idle: the empty form. */
export function Idle() {
  return (
    <Flow value={{ actors: { login: pending } }}>
      <AdminLoginPage />
    </Flow>
  );
}
Idle.parameters = { machineStates: ['adminLogin.idle'] };

/** submitting: "Logging in..." and disabled (the call never answers). */
export function Submitting() {
  return (
    <Flow value={{ actors: { login: pending } }}>
      <AdminLoginPage />
    </Flow>
  );
}
Submitting.parameters = { machineStates: ['adminLogin.submitting'] };
Submitting.play = signIn;

/** error: submitted with nothing filled in. */
export function MissingFields() {
  return (
    <Flow value={{ actors: { login: pending } }}>
      <AdminLoginPage />
    </Flow>
  );
}
MissingFields.parameters = { machineStates: ['adminLogin.error'] };
MissingFields.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
};

/** error: the server refused (any non-200 answer). */
export function InvalidCredentials() {
  return (
    <Flow value={{ actors: { login: refused } }}>
      <AdminLoginPage />
    </Flow>
  );
}
InvalidCredentials.parameters = { machineStates: ['adminLogin.error'] };
InvalidCredentials.play = signIn;

/** error: an exception (no answer): its own message. */
export function NetworkError() {
  return (
    <Flow value={{ actors: { login: offline } }}>
      <AdminLoginPage />
    </Flow>
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
    <Flow value={{ actors: { login: pending }, snapshot }}>
      <AdminLoginPage />
    </Flow>
  );
}
Success.parameters = { machineStates: ['adminLogin.success'] };

/** The form on a 360 px phone. */
export function Narrow() {
  return (
    <Flow value={{ actors: { login: pending } }}>
      <AdminLoginPage />
    </Flow>
  );
}
Narrow.parameters = { ...narrowScreen.parameters, machineStates: ['adminLogin.idle'] };
Narrow.globals = narrowScreen.globals;
