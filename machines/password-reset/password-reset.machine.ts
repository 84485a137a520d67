import { assertEvent, assign, fromPromise, setup } from 'xstate';

export interface ResetEmailInput {
  email: string;
}

export interface ResetOtpInput {
  email: string;
  otp: string;
}

export interface ResetPasswordInput {
  email: string;
  otp: string;
  newPassword: string;
}

export interface ResetMessageOutput {
  message?: string;
}

export interface PasswordResetContext {
  email: string;
  /** Six boxes, each a digit or "". */
  otp: string[];
  error: string | null;
  /** The success banner of the step. */
  notice: string | null;
}

export type PasswordResetEvent =
  | { type: 'email.submit'; email: string }
  | { type: 'otp.change'; digits: string[] }
  | { type: 'otp.submit' }
  | { type: 'password.submit'; newPassword: string; confirmPassword: string };

export const PASSWORD_RESET_MESSAGES = {
  otpSent: 'OTP sent to your email address',
  otpVerified: 'OTP verified successfully',
  reset: 'Password reset successful',
  sendFailed: 'Failed to send OTP',
  invalidOtp: 'Invalid OTP',
  resetFailed: 'Failed to reset password',
  passwordMismatch: 'Passwords do not match',
  missingEmail: 'Please enter your email address.',
  incompleteOtp: 'Please enter all 6 digits of the OTP.',
  missingPassword: 'Please enter and confirm your new password.',
} as const;

/** The delay before the login screen opens after a reset (spec: 2 s). */
export const PASSWORD_RESET_REDIRECT_DELAY = 2000;

const OTP_DIGITS = 6;
const emptyOtpBoxes = (): string[] => Array.from({ length: OTP_DIGITS }, () => '');

/** The server's own message, from an error in the shape of the API client's `{ message, fromServer }`. */
function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, fromServer } = error as { message?: unknown; fromServer?: unknown };
  return fromServer === true && typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    sendOtp: fromPromise<ResetMessageOutput, ResetEmailInput>(async () => {
      throw new Error('The sendOtp actor is not provided');
    }),
    verifyOtp: fromPromise<ResetMessageOutput, ResetOtpInput>(async () => {
      throw new Error('The verifyOtp actor is not provided');
    }),
    resetPassword: fromPromise<ResetMessageOutput, ResetPasswordInput>(async () => {
      throw new Error('The resetPassword actor is not provided');
    }),
  },
  actions: {
    goToLogin: () => {},
    clearMessages: assign({ error: null, notice: null }),
    setOtp: assign({
      otp: ({ event }) => {
        assertEvent(event, 'otp.change');
        return Array.from({ length: OTP_DIGITS }, (_, i) => (/^\d$/.test(event.digits[i] ?? '') ? event.digits[i]! : ''));
      },
    }),
  },
  guards: {
    hasEmail: ({ event }) => {
      assertEvent(event, 'email.submit');
      return event.email.trim() !== '';
    },
    isOtpComplete: ({ context }) => context.otp.length === OTP_DIGITS && context.otp.every((d) => /^\d$/.test(d)),
    isPasswordMissing: ({ event }) => {
      assertEvent(event, 'password.submit');
      return event.newPassword === '' || event.confirmPassword === '';
    },
    isPasswordConfirmed: ({ event }) => {
      assertEvent(event, 'password.submit');
      return event.newPassword === event.confirmPassword;
    },
  },
  delays: {
    redirect: PASSWORD_RESET_REDIRECT_DELAY,
  },
}).createMachine({
  id: 'passwordReset',
  context: { email: '', otp: emptyOtpBoxes(), error: null, notice: null },
  initial: 'email',
  states: {
    email: {
      on: {
        'email.submit': [
          {
            guard: 'hasEmail',
            target: 'sendingOtp',
            actions: [assign({ email: ({ event }) => event.email.trim() }), 'clearMessages'],
          },
          { actions: assign({ error: PASSWORD_RESET_MESSAGES.missingEmail, notice: null }) },
        ],
      },
    },
    sendingOtp: {
      tags: ['loading'],
      invoke: {
        src: 'sendOtp',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'otp',
          actions: assign({ otp: emptyOtpBoxes, notice: PASSWORD_RESET_MESSAGES.otpSent }),
        },
        onError: {
          target: 'email',
          actions: assign({ error: ({ event }) => serverMessage(event.error) ?? PASSWORD_RESET_MESSAGES.sendFailed }),
        },
      },
    },
    otp: {
      tags: ['otp'],
      on: {
        'otp.change': { actions: 'setOtp' },
        'otp.submit': [
          { guard: 'isOtpComplete', target: 'verifyingOtp', actions: 'clearMessages' },
          { actions: assign({ error: PASSWORD_RESET_MESSAGES.incompleteOtp, notice: null }) },
        ],
      },
    },
    verifyingOtp: {
      tags: ['otp', 'loading'],
      invoke: {
        src: 'verifyOtp',
        input: ({ context }) => ({ email: context.email, otp: context.otp.join('') }),
        onDone: {
          target: 'newPassword',
          actions: assign({ notice: PASSWORD_RESET_MESSAGES.otpVerified }),
        },
        onError: {
          target: 'otp',
          actions: assign({ error: ({ event }) => serverMessage(event.error) ?? PASSWORD_RESET_MESSAGES.invalidOtp }),
        },
      },
    },
    newPassword: {
      on: {
        'password.submit': [
          { guard: 'isPasswordMissing', actions: assign({ error: PASSWORD_RESET_MESSAGES.missingPassword, notice: null }) },
          { guard: 'isPasswordConfirmed', target: 'resetting', actions: 'clearMessages' },
          { actions: assign({ error: PASSWORD_RESET_MESSAGES.passwordMismatch, notice: null }) },
        ],
      },
    },
    resetting: {
      tags: ['loading'],
      invoke: {
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'password.submit');
          return { email: context.email, otp: context.otp.join(''), newPassword: event.newPassword };
        },
        onDone: {
          target: 'done',
          actions: assign({ notice: PASSWORD_RESET_MESSAGES.reset }),
        },
        onError: {
          target: 'newPassword',
          actions: assign({ error: ({ event }) => serverMessage(event.error) ?? PASSWORD_RESET_MESSAGES.resetFailed }),
        },
      },
    },
    done: {
      tags: ['success'],
      after: { redirect: { target: 'redirected', actions: 'goToLogin' } },
    },
    redirected: {
      tags: ['success'],
      type: 'final',
    },
  },
});
