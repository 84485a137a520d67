import { assertEvent, assign, fromPromise, setup } from 'xstate';

export type LoginUserType = 'tutor' | 'student';

/** What the form holds when it is submitted; userType is "" when none is chosen. */
export interface LoginValues {
  emailOrPhone: string;
  password: string;
  userType: LoginUserType | '';
  rememberMe: boolean;
}

/** The body of the login call. */
export interface LoginInput {
  emailOrPhone: string;
  password: string;
  userType: LoginUserType;
  rememberMe: boolean;
}

/** The signed-in user as the server describes it. */
export interface LoginUser {
  id: string;
  name: string;
  token: string;
  userType: 'tutor' | 'student' | 'admin';
  tutorId?: number;
}

export interface LoginOutput {
  user: LoginUser;
}

export interface LoginContext {
  error: string | null;
  user: LoginUser | null;
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

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    login: fromPromise<LoginOutput, LoginInput>(async () => {
      throw new Error('The login actor is not provided');
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    reportMissingFields: assign({ error: LOGIN_MESSAGES.missingFields }),
    notifySuccess: (_, _params: { message: string }) => {},
    storeSession: (_, _params: { user: LoginUser }) => {},
    goToDashboard: (_, _params: { id: string }) => {},
  },
  guards: {
    hasAllFields: ({ event }) => {
      const { emailOrPhone, password, userType } = event.values;
      return emailOrPhone.trim() !== '' && password !== '' && userType !== '';
    },
  },
  delays: {
    redirect: LOGIN_REDIRECT_DELAY,
  },
}).createMachine({
  id: 'login',
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
          const { emailOrPhone, password, userType, rememberMe } = event.values;
          return { emailOrPhone: emailOrPhone.trim(), password, userType: userType as LoginUserType, rememberMe };
        },
        onDone: {
          target: 'success',
          actions: [
            assign({ user: ({ event }) => event.output.user }),
            { type: 'notifySuccess', params: { message: LOGIN_MESSAGES.success } },
            { type: 'storeSession', params: ({ event }) => ({ user: event.output.user }) },
          ],
        },
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => serverMessage(event.error) ?? LOGIN_MESSAGES.failed }),
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
        redirect: {
          target: 'redirected',
          actions: {
            type: 'goToDashboard',
            params: ({ context }) => ({ id: context.user?.id ?? '' }),
          },
        },
      },
    },
    redirected: {
      tags: ['success'],
      type: 'final',
    },
  },
});
