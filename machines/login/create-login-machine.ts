import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LoginBody, LoginResponse, SessionUserDto } from '../../src/shared/api/contract';

/** What every login form holds, whoever signs in (the contract's login body without the account type). */
export type LoginCredentials = Required<Pick<LoginBody, 'emailOrPhone' | 'password' | 'rememberMe'>>;

/**
 * The body of the login call, for members and the admin alike (one concrete type: xstate cannot
 * type an invoked actor whose input is a type parameter): the contract's login body, rememberMe always said.
 */
export type LoginInput = Required<LoginBody>;

/** The signed-in user as the server describes it (the contract's session user). */
export type LoginUser = SessionUserDto;

export type LoginOutput = Pick<LoginResponse, 'user'>;

export interface LoginContext {
  /** The banner's error text, or null. */
  error: string | null;
  user: LoginUser | null;
}

/** What tells one login flow from another (member or admin): its checks, texts and timing. */
export interface LoginFlowOptions<TValues extends LoginCredentials> {
  id: string;
  /** The delay between a successful login and `goToDashboard`. */
  redirectDelay: number;
  messages: { missingFields: string; success: string };
  hasAllFields: (values: TValues) => boolean;
  /** The body of the login call from the (already checked) form values. */
  toInput: (values: TValues) => LoginInput;
  /** The error text when this flow must not sign in the user the server answered with, else null. */
  rejectUser?: (user: LoginUser) => string | null;
  /** The banner text for a failed call; actors reject with the API client's error `{ message, status, fromServer }`. */
  failureMessage: (error: unknown) => string;
}

/**
 * One login flow: check the fields, call `login`, store the session and open the dashboard after
 * `redirectDelay`. The member and admin logins are two configurations of it.
 */
export function createLoginMachine<TValues extends LoginCredentials>(options: LoginFlowOptions<TValues>) {
  const { messages, rejectUser = () => null } = options;
  return setup({
    types: {
      context: {} as LoginContext,
      events: {} as { type: 'login.submit'; values: TValues },
    },
    actors: {
      login: fromPromise<LoginOutput, LoginInput>(async () => {
        throw new Error('The login actor is not provided');
      }),
    },
    actions: {
      clearError: assign({ error: null }),
      reportMissingFields: assign({ error: messages.missingFields }),
      notifySuccess: (_, _params: { message: string }) => {},
      storeSession: (_, _params: { user: LoginUser }) => {},
      goToDashboard: (_, _params: { id: string }) => {},
    },
    guards: {
      hasAllFields: ({ event }) => options.hasAllFields(event.values),
      isAcceptedUser: (_, params: { user: LoginUser }) => rejectUser(params.user) === null,
    },
    delays: {
      redirect: options.redirectDelay,
    },
  }).createMachine({
    id: options.id,
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
            return options.toInput(event.values);
          },
          onDone: [
            {
              guard: { type: 'isAcceptedUser', params: ({ event }) => ({ user: event.output.user }) },
              target: 'success',
              actions: [
                assign({ user: ({ event }) => event.output.user }),
                { type: 'notifySuccess', params: { message: messages.success } },
                { type: 'storeSession', params: ({ event }) => ({ user: event.output.user }) },
              ],
            },
            { target: 'error', actions: assign({ error: ({ event }) => rejectUser(event.output.user) }) },
          ],
          onError: {
            target: 'error',
            actions: assign({ error: ({ event }) => options.failureMessage(event.error) }),
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
}
