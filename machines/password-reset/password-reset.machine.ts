import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { emptyOtpStep, failureMessage, otpCodeStep, type OtpStepContext, type OtpStepEvent } from '../otp-code';
import type { ForgotPasswordBody, OtpBody, OtpSentResponse, ResetPasswordBody } from '../../src/shared/api/contract';

/** The forgot-password body as this flow sends it (by e-mail). */
export type ResetEmailInput = Required<Pick<ForgotPasswordBody, 'email'>>;

/** The verify-reset-otp body as this flow sends it. */
export type ResetOtpInput = Required<Pick<OtpBody, 'email' | 'otp'>>;

/** The reset-password body as this flow sends it. */
export type ResetPasswordInput = Required<Pick<ResetPasswordBody, 'email' | 'otp' | 'newPassword'>>;

/** What the code routes answer (the contract's otpSent answer; verify and reset send only a message). */
export type ResetMessageOutput = Partial<Pick<OtpSentResponse, 'message' | 'resendAfterSeconds'>>;

/** The address, and the code step's boxes, status and banners. */
export interface PasswordResetContext extends OtpStepContext {
  email: string;
}

export type PasswordResetEvent =
  | { type: 'email.submit'; email: string }
  | OtpStepEvent
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

const codeStep = otpCodeStep<PasswordResetContext, PasswordResetEvent>();

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
    ...codeStep.actions,
  },
  guards: {
    hasEmail: ({ event }) => {
      assertEvent(event, 'email.submit');
      return event.email.trim() !== '';
    },
    ...codeStep.guards,
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
  context: { email: '', ...emptyOtpStep() },
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
          actions: codeStep.sent(() => ({ notice: PASSWORD_RESET_MESSAGES.otpSent })),
        },
        onError: {
          target: 'email',
          actions: assign({ error: ({ event }) => failureMessage(event.error, PASSWORD_RESET_MESSAGES.sendFailed) }),
        },
      },
    },
    otp: codeStep.entry({
      verify: 'verifyingOtp',
      resend: 'resendingOtp',
      incomplete: PASSWORD_RESET_MESSAGES.incompleteOtp,
    }),
    // A new code for the same address: forgot-password again (its once-a-minute rule answers 429).
    resendingOtp: {
      tags: ['otp', 'loading', 'resending'],
      invoke: {
        src: 'sendOtp',
        input: ({ context }) => ({ email: context.email }),
        ...codeStep.resent({ step: 'otp', failed: PASSWORD_RESET_MESSAGES.sendFailed }),
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
        onError: codeStep.verifyFailed({
          step: 'otp',
          refused: PASSWORD_RESET_MESSAGES.invalidOtp,
          unanswered: PASSWORD_RESET_MESSAGES.invalidOtp,
        }),
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
          // The code ran out between the steps (the reset checks it again): back to the code step with Resend.
          {
            guard: 'isCodeRefusal',
            ...codeStep.refusal({ step: 'otp', refused: PASSWORD_RESET_MESSAGES.invalidOtp, clearNotice: true }),
          },
          {
            target: 'newPassword',
            actions: assign({ error: ({ event }) => failureMessage(event.error, PASSWORD_RESET_MESSAGES.resetFailed) }),
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
