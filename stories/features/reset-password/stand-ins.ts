import { fromPromise } from 'xstate';
import {
  passwordResetMachine,
  type ResetEmailInput,
  type ResetMessageOutput,
  type ResetOtpInput,
  type ResetPasswordInput,
} from '@machines/password-reset';

/**
 * The password-reset machine's three calls as stand-ins, shared by the forgot-password stories, the reset form's
 * tests and the machine's own: each answers what it is given (by default: the code is sent, the code is right, the
 * password is reset), and the bodies sent are recorded in order.
 */
export interface PasswordResetCalls {
  send?: (input: ResetEmailInput) => Promise<ResetMessageOutput>;
  verify?: (input: ResetOtpInput) => Promise<ResetMessageOutput>;
  reset?: (input: ResetPasswordInput) => Promise<ResetMessageOutput>;
}

export const PASSWORD_RESET_ANSWERS = {
  send: { message: 'OTP sent to your email address' },
  verify: { message: 'OTP verified successfully' },
  reset: { message: 'Password reset successful' },
} as const satisfies Record<keyof PasswordResetCalls, ResetMessageOutput>;

export function passwordResetStandIns({
  send = async () => PASSWORD_RESET_ANSWERS.send,
  verify = async () => PASSWORD_RESET_ANSWERS.verify,
  reset = async () => PASSWORD_RESET_ANSWERS.reset,
}: PasswordResetCalls = {}) {
  const calls = { send: [] as ResetEmailInput[], verify: [] as ResetOtpInput[], reset: [] as ResetPasswordInput[] };
  const actors = {
    sendOtp: fromPromise<ResetMessageOutput, ResetEmailInput>(({ input }) => {
      calls.send.push(input);
      return send(input);
    }),
    verifyOtp: fromPromise<ResetMessageOutput, ResetOtpInput>(({ input }) => {
      calls.verify.push(input);
      return verify(input);
    }),
    resetPassword: fromPromise<ResetMessageOutput, ResetPasswordInput>(({ input }) => {
      calls.reset.push(input);
      return reset(input);
    }),
  };
  return { actors, calls };
}

/** The machine with the stand-ins provided, for a screen's `logic`. */
export function passwordResetLogic(behaviour: PasswordResetCalls = {}) {
  const { actors, calls } = passwordResetStandIns(behaviour);
  return { logic: passwordResetMachine.provide({ actors }), calls };
}
