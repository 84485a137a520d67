import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** What the admin login form holds when it is submitted. */
export interface AdminLoginValues {
  emailOrPhone: string;
  password: string;
  rememberMe: boolean;
}

/** The body of the login call: always userType admin (spec section 6). */
export interface AdminLoginInput {
  emailOrPhone: string;
  password: string;
  userType: 'admin';
  rememberMe: boolean;
}

/** The signed-in admin as the server describes it. */
export interface AdminLoginUser {
  id: string;
  name: string;
  token: string;
  userType: 'tutor' | 'student' | 'admin';
}

export interface AdminLoginOutput {
  user: AdminLoginUser;
}

export interface AdminLoginContext {
  /** The banner's error text, or null. */
  error: string | null;
  user: AdminLoginUser | null;
}

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

export const adminLoginMachine = setup({
  types: {
    context: {} as AdminLoginContext,
    events: {} as AdminLoginEvent,
  },
  actors: {
    login: fromPromise<AdminLoginOutput, AdminLoginInput>(async () => {
      throw new Error('The admin login actor is not provided');
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    reportMissingFields: assign({ error: ADMIN_LOGIN_MESSAGES.missingFields }),
    storeSession: (_, _params: { user: AdminLoginUser }) => {},
    goToAdmin: () => {},
  },
  guards: {
    hasAllFields: ({ event }) => event.values.emailOrPhone.trim() !== '' && event.values.password !== '',
    isAdminAnswer: (_, params: { output: AdminLoginOutput }) => params.output.user.userType === 'admin',
  },
  delays: {
    redirect: ADMIN_LOGIN_REDIRECT_DELAY,
  },
}).createMachine({
  id: 'adminLogin',
  context: { error: null, user: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.submit': [
          { guard: 'hasAllFields', target: 'submitting', actions: 'clearError' },
          { target: 'error', actions: 'reportMissingFields' },
        ],
      },
    },
    submitting: {
      tags: ['loading'],
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'login.submit');
          const { emailOrPhone, password, rememberMe } = event.values;
          return { emailOrPhone: emailOrPhone.trim(), password, userType: 'admin' as const, rememberMe };
        },
        onDone: [
          {
            guard: { type: 'isAdminAnswer', params: ({ event }) => ({ output: event.output }) },
            target: 'success',
            actions: [
              assign({ user: ({ event }) => event.output.user }),
              { type: 'storeSession', params: ({ event }) => ({ user: event.output.user }) },
            ],
          },
          // The server refuses other accounts; a member session must never open the admin area anyway.
          { target: 'error', actions: assign({ error: ADMIN_LOGIN_MESSAGES.invalidCredentials }) },
        ],
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => adminLoginErrorMessage(event.error) }),
        },
      },
    },
    error: {
      tags: ['error'],
      on: {
        'login.submit': [
          { guard: 'hasAllFields', target: 'submitting', actions: 'clearError' },
          { target: 'error', actions: 'reportMissingFields' },
        ],
      },
    },
    success: {
      tags: ['success'],
      after: {
        redirect: { target: 'redirected', actions: 'goToAdmin' },
      },
    },
    redirected: {
      tags: ['success'],
      type: 'final',
    },
  },
});
