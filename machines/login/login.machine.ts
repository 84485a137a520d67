import type { RegistrationBody } from '../../src/shared/api/contract';
import { createLoginMachine, type LoginCredentials } from './create-login-machine';

/** The member account types (the contract's registrable user types). */
export type LoginUserType = RegistrationBody['userType'];

/** What the form holds when it is submitted; userType is "" when none is chosen. */
export interface LoginValues extends LoginCredentials {
  userType: LoginUserType | '';
}

export type LoginEvent = { type: 'login.submit'; values: LoginValues };

export const LOGIN_MESSAGES = {
  missingFields: 'Please fill in all required fields (Email/Phone, Password, User Type).',
  failed: 'Login failed. Please try again.',
  success: 'Login successful!',
} as const;

/** The delay before the dashboard opens after a successful login (spec: 1 s). */
export const LOGIN_REDIRECT_DELAY = 1000;

/**
 * The server's own message from a failed call. Actors reject with the shape of the API client's
 * error: `{ message, status, fromServer }`; anything else has no server message.
 */
function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, fromServer } = error as { message?: unknown; fromServer?: unknown };
  return fromServer === true && typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The member (tutor or guardian/student) login. */
export const loginMachine = createLoginMachine<LoginValues>({
  id: 'login',
  redirectDelay: LOGIN_REDIRECT_DELAY,
  messages: LOGIN_MESSAGES,
  hasAllFields: ({ emailOrPhone, password, userType }) => emailOrPhone.trim() !== '' && password !== '' && userType !== '',
  toInput: ({ emailOrPhone, password, userType, rememberMe }) => ({
    emailOrPhone: emailOrPhone.trim(),
    password,
    userType: userType as LoginUserType,
    rememberMe,
  }),
  failureMessage: (error) => serverMessage(error) ?? LOGIN_MESSAGES.failed,
});
