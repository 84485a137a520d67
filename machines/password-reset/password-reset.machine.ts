import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  OTP_CODE_MESSAGES,
  OTP_DIGITS,
  emptyOtpBoxes,
  freshOtpCodeStatus,
  isCodeFailure,
  otpBoxesOf,
  otpFailureOf,
  statusAfterRefusal,
  statusAfterResendRefusal,
  type OtpCodeStatus,
} from '../otp-code';
import type { ForgotPasswordBody, OtpBody, OtpSentResponse, ResetPasswordBody } from '../../src/shared/api/contract';

/** The forgot-password body as this flow sends it (by e-mail). */
export type ResetEmailInput = Required<Pick<ForgotPasswordBody, 'email'>>;

/** The verify-reset-otp body as this flow sends it. */
export type ResetOtpInput = Required<Pick<OtpBody, 'email' | 'otp'>>;

/** The reset-password body as this flow sends it. */
export type ResetPasswordInput = Required<Pick<ResetPasswordBody, 'email' | 'otp' | 'newPassword'>>;

/** What the code routes answer (the contract's otpSent answer; verify and reset send only a message). */
export type ResetMessageOutput = Partial<Pick<OtpSentResponse, 'message' | 'resendAfterSeconds'>>;

export interface PasswordResetContext {
  email: string;
  /** Six boxes, each a digit or "". */
  otp: string[];
  /** Tries left, a dead code, and when Resend opens. */
  code: OtpCodeStatus;
  error: string | null;
  /** The success banner of the step. */
  notice: string | null;
}

export type PasswordResetEvent =
  | { type: 'email.submit'; email: string }
  | { type: 'otp.change'; digits: string[] }
  | { type: 'otp.submit' }
  /** Mail a new code (the server allows one a minute). */
  | { type: 'otp.resend' }
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

const noCodeStatus = (): OtpCodeStatus => ({ triesLeft: null, codeExpired: false, resendAvailableAt: null });

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
        return otpBoxesOf(event.digits);
      },
    }),
  },
  guards: {
    hasEmail: ({ event }) => {
      assertEvent(event, 'email.submit');
      return event.email.trim() !== '';
    },
    isCodeDead: ({ context }) => context.code.codeExpired,
    /** The server refused the code itself (wrong, expired, locked) rather than the new password. */
    isCodeRefusal: ({ event }) => isCodeFailure(otpFailureOf((event as { error?: unknown }).error)),
    isAnsweredByServer: ({ event }) => otpFailureOf((event as { error?: unknown }).error).answered,
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
  context: { email: '', otp: emptyOtpBoxes(), code: noCodeStatus(), error: null, notice: null },
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
          actions: assign({
            otp: emptyOtpBoxes,
            code: ({ event }) => freshOtpCodeStatus(event.output.resendAfterSeconds),
            notice: PASSWORD_RESET_MESSAGES.otpSent,
          }),
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
          // A dead code is not sent again: the step says to ask for a new one.
          { guard: 'isCodeDead', actions: assign({ error: OTP_CODE_MESSAGES.expiredHint, notice: null }) },
          { guard: 'isOtpComplete', target: 'verifyingOtp', actions: 'clearMessages' },
          { actions: assign({ error: PASSWORD_RESET_MESSAGES.incompleteOtp, notice: null }) },
        ],
        'otp.resend': { target: 'resendingOtp', actions: 'clearMessages' },
      },
    },
    // A new code for the same address: forgot-password again (its once-a-minute rule answers 429).
    resendingOtp: {
      tags: ['otp', 'loading', 'resending'],
      invoke: {
        src: 'sendOtp',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'otp',
          actions: assign({
            otp: emptyOtpBoxes,
            code: ({ event }) => freshOtpCodeStatus(event.output.resendAfterSeconds),
            error: null,
            notice: OTP_CODE_MESSAGES.resent,
          }),
        },
        onError: {
          target: 'otp',
          actions: assign({
            code: ({ context, event }) => statusAfterResendRefusal(context.code, otpFailureOf(event.error)),
            error: ({ event }) => serverMessage(event.error) ?? PASSWORD_RESET_MESSAGES.sendFailed,
          }),
        },
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
        onError: [
          {
            // The server refused the code: say why (tries left, expired), clear the boxes, offer Resend.
            guard: 'isAnsweredByServer',
            target: 'otp',
            actions: assign({
              otp: emptyOtpBoxes,
              code: ({ context, event }) => statusAfterRefusal(context.code, otpFailureOf(event.error)),
              error: ({ event }) => serverMessage(event.error) ?? PASSWORD_RESET_MESSAGES.invalidOtp,
            }),
          },
          // No answer: the code may be good, so the user can try it again.
          {
            target: 'otp',
            actions: assign({ error: ({ event }) => serverMessage(event.error) ?? PASSWORD_RESET_MESSAGES.invalidOtp }),
          },
        ],
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
        onError: [
          {
            // The code ran out between the steps (the reset checks it again): back to the code step with Resend.
            guard: 'isCodeRefusal',
            target: 'otp',
            actions: assign({
              otp: emptyOtpBoxes,
              code: ({ context, event }) => statusAfterRefusal(context.code, otpFailureOf(event.error)),
              error: ({ event }) => serverMessage(event.error) ?? PASSWORD_RESET_MESSAGES.invalidOtp,
              notice: null,
            }),
          },
          {
            target: 'newPassword',
            actions: assign({ error: ({ event }) => serverMessage(event.error) ?? PASSWORD_RESET_MESSAGES.resetFailed }),
          },
        ],
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
