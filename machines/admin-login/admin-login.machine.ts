import {
  createLoginMachine,
  type LoginContext,
  type LoginCredentials,
  type LoginInput,
  type LoginOutput,
  type LoginUser,
} from '../login';

/** What the admin login form holds when it is submitted. */
export type AdminLoginValues = LoginCredentials;

/** The body of the login call; the admin flow always sends userType admin (spec section 6). */
export type AdminLoginInput = LoginInput;

/** The signed-in admin as the server describes it. */
export type AdminLoginUser = LoginUser;
export type AdminLoginOutput = LoginOutput;
export type AdminLoginContext = LoginContext;
export type AdminLoginEvent = { type: 'login.submit'; values: AdminLoginValues };

/** The spec's texts (section 8, "Admin login"), word for word. */
export const ADMIN_LOGIN_MESSAGES = {
  missingFields: 'Please fill in all fields',
  invalidCredentials: 'Invalid credentials. Please try again.',
  failed: 'An error occurred during login. Please try again.',
  success: 'Login successful. Redirecting...',
} as const;

/** The delay before /admin opens after a successful login (spec section 9: 1500 ms). */
export const ADMIN_LOGIN_REDIRECT_DELAY = 1500;

/**
 * What a failed call tells the admin. Actors reject with the API client's error shape
 * `{ message, status }`: an answer from the server (status > 0) is "invalid credentials";
 * anything else is an exception whose own message is shown, or the generic text.
 */
export function adminLoginErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { status, message } = error as { status?: unknown; message?: unknown };
    if (typeof status === 'number' && status > 0) return ADMIN_LOGIN_MESSAGES.invalidCredentials;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return ADMIN_LOGIN_MESSAGES.failed;
}

/** The member login flow, configured for the admin: no user type to pick, and a 1500 ms redirect. */
export const adminLoginMachine = createLoginMachine<AdminLoginValues>({
  id: 'adminLogin',
  redirectDelay: ADMIN_LOGIN_REDIRECT_DELAY,
  messages: ADMIN_LOGIN_MESSAGES,
  hasAllFields: ({ emailOrPhone, password }) => emailOrPhone.trim() !== '' && password !== '',
  toInput: ({ emailOrPhone, password, rememberMe }) => ({ emailOrPhone: emailOrPhone.trim(), password, userType: 'admin', rememberMe }),
  // The server refuses other accounts; a member session must never open the admin area anyway.
  rejectUser: (user) => (user.userType === 'admin' ? null : ADMIN_LOGIN_MESSAGES.invalidCredentials),
  failureMessage: adminLoginErrorMessage,
});
