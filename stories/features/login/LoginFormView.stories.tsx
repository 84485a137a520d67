import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LOGIN_MESSAGES, loginMachine, type LoginContext, type LoginValues } from '@machines/login';
import { SESSION_EXPIRED_MESSAGE } from '@machines/session';
import { LoginFormView } from '@/pages/login';
import { narrowScreen } from '../../decorators';

// Each story is the view in one state of the login machine, resolved without running it.
const meta = {
  title: 'Features/Login/LoginFormView',
  component: LoginFormView,
  parameters: { layout: 'padded', route: '/login' },
} satisfies Meta<typeof LoginFormView>;
export default meta;

const filled: Partial<LoginValues> = { emailOrPhone: 'rahima@example.com', password: 'secret12' };
const at = (value: string, context: Partial<LoginContext> = {}) =>
  loginMachine.resolveState({ value, context: { error: null, user: null, ...context } });
const onSubmit = fn();

/** idle: nothing typed yet; Guardian/Student is chosen. */
export function Idle() {
  return <LoginFormView snapshot={at('idle')} onSubmit={onSubmit} />;
}
Idle.parameters = { machineStates: ['login.idle'] };

/** idle, with Tutor chosen: the button reads "Login as a Tutor". */
export function IdleAsTutor() {
  return <LoginFormView snapshot={at('idle')} onSubmit={onSubmit} initialValues={{ userType: 'tutor' }} />;
}
IdleAsTutor.parameters = { machineStates: ['login.idle'] };

/** submitting: "Logging in..." and the button disabled. */
export function Submitting() {
  return <LoginFormView snapshot={at('submitting')} onSubmit={onSubmit} initialValues={filled} />;
}
Submitting.parameters = { machineStates: ['login.submitting'] };

/** error: a field was left empty. */
export function MissingFields() {
  return <LoginFormView snapshot={at('error', { error: LOGIN_MESSAGES.missingFields })} onSubmit={onSubmit} />;
}
MissingFields.parameters = { machineStates: ['login.error'] };

/** error: the server refused, with its message. */
export function ServerError() {
  return (
    <LoginFormView
      snapshot={at('error', { error: 'Invalid email/phone or password' })}
      onSubmit={onSubmit}
      initialValues={filled}
    />
  );
}
ServerError.parameters = { machineStates: ['login.error'] };

/** success: the toast has been shown; the dashboard opens after 1 s. */
export function Success() {
  return (
    <LoginFormView
      snapshot={at('success', { user: { id: '6650a1b2c3', name: 'Rahima Akter', token: 'story', userType: 'student' } })}
      onSubmit={onSubmit}
      initialValues={filled}
    />
  );
}
Success.parameters = { machineStates: ['login.success'] };

/** idle on a 360 px phone. */
export function Narrow() {
  return <LoginFormView snapshot={at('idle')} onSubmit={onSubmit} />;
}
Narrow.parameters = { ...narrowScreen.parameters, machineStates: ['login.idle'] };
Narrow.globals = narrowScreen.globals;

/**
 * The session expired (session machine: `expired`): the member lands here with the notice, and after logging in
 * goes back to the page they were on.
 */
export function SessionExpired() {
  return (
    <LoginFormView snapshot={at('idle')} onSubmit={onSubmit} notice={SESSION_EXPIRED_MESSAGE} returning />
  );
}
SessionExpired.parameters = { machineStates: ['login.idle', 'session.expired'] };
