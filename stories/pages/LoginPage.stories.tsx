import type { Meta, StoryContext } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { loginMachine, type LoginInput, type LoginOutput } from '@machines/login';
import { LoginPage } from '@/pages/login';
import { ApiError } from '@/shared/api';
import { narrowScreen } from '../decorators';

// The real page and login machine; only the login call is a stand-in, so no server is needed.
const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginPage>;
export default meta;

const pending = fromPromise<LoginOutput, LoginInput>(() => new Promise<never>(() => {}));
const refused = fromPromise<LoginOutput, LoginInput>(() =>
  Promise.reject(new ApiError('Invalid email/phone or password', 401, true)),
);
const accepted = fromPromise<LoginOutput, LoginInput>(async ({ input }) => ({
  user: { id: '6650a1b2c3', name: 'Rahima Akter', token: 'story-token', userType: input.userType },
}));

/** The login machine with a stand-in call, given to the page's form through the login actor's Provider. */
const withLogin = (login: typeof pending) => loginMachine.provide({ actors: { login } });

async function logIn({ canvas, userEvent }: StoryContext) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email or Phone' }), 'rahima@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'secret12');
  await userEvent.click(canvas.getByRole('button', { name: 'Login as a Guardian/Student' }));
}

/** idle: the empty form, Guardian/Student chosen. */
export function Idle() {
  return (
    <LoginPage flow={{ logic: withLogin(pending) }} />
  );
}
Idle.parameters = { machineStates: ['login.idle'] };

/** submitting: "Logging in..." (the call never answers). */
export function Submitting() {
  return (
    <LoginPage flow={{ logic: withLogin(pending) }} />
  );
}
Submitting.parameters = { machineStates: ['login.submitting'] };
Submitting.play = logIn;

/** error: submitted with nothing filled in. */
export function MissingFields() {
  return (
    <LoginPage flow={{ logic: withLogin(pending) }} />
  );
}
MissingFields.parameters = { machineStates: ['login.error'] };
MissingFields.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Login as a Guardian/Student' }));
};

/** error: the server refused the password. */
export function ServerError() {
  return (
    <LoginPage flow={{ logic: withLogin(refused) }} />
  );
}
ServerError.parameters = { machineStates: ['login.error'] };
ServerError.play = logIn;

/** success: "Login successful!" toast and the welcome line (the dashboard would open after 1 s). */
export function Success() {
  return (
    <LoginPage flow={{ logic: withLogin(accepted) }} />
  );
}
Success.parameters = { machineStates: ['login.success'] };
Success.play = logIn;

/** success, started there directly (no toast, no redirect): for a still picture of the state. */
export function SuccessStill() {
  const snapshot = loginMachine.resolveState({
    value: 'success',
    context: { error: null, user: { id: '6650a1b2c3', name: 'Rahima Akter', token: 'story-token', userType: 'student' } },
  });
  return (
    <LoginPage flow={{ logic: withLogin(pending), snapshot }} />
  );
}
SuccessStill.parameters = { machineStates: ['login.success'] };

/** idle on a 360 px phone. */
export function Narrow() {
  return (
    <LoginPage flow={{ logic: withLogin(pending) }} />
  );
}
Narrow.parameters = { ...narrowScreen.parameters, machineStates: ['login.idle'] };
Narrow.globals = narrowScreen.globals;
