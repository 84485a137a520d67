import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PASSWORD_RESET_MESSAGES, passwordResetMachine, type PasswordResetContext } from '@machines/password-reset';
import { ResetPasswordView } from '@/pages/forgot-password';
import { narrowScreen } from '../../decorators';

// Each story is the view in one state of the password-reset machine, resolved without running it.
const meta = {
  title: 'Features/ResetPassword/ResetPasswordView',
  component: ResetPasswordView,
  parameters: { layout: 'padded', route: '/forgot-password' },
} satisfies Meta<typeof ResetPasswordView>;
export default meta;

const email = 'karim@example.com';
const code = ['3', '0', '9', '1', '7', '4'];
const at = (value: string, context: Partial<PasswordResetContext> = {}) =>
  passwordResetMachine.resolveState({
    value,
    context: {
      email: '',
      otp: ['', '', '', '', '', ''],
      code: { triesLeft: null, codeExpired: false, resendAvailableAt: null },
      error: null,
      notice: null,
      ...context,
    },
  });
const handlers = { onEmailSubmit: fn(), onOtpChange: fn(), onOtpSubmit: fn(), onResend: fn(), onPasswordSubmit: fn() };
/** Resend opens this far ahead of the moment the story is opened: the countdown is visible and ticks. */
const inSeconds = (seconds: number) => Date.now() + seconds * 1000;

/** email: step 1. */
export function EmailStep() {
  return <ResetPasswordView snapshot={at('email')} {...handlers} />;
}
EmailStep.parameters = { machineStates: ['passwordReset.email'] };

/** sendingOtp: "Sending...". */
export function SendingOtp() {
  return <ResetPasswordView snapshot={at('sendingOtp', { email })} {...handlers} />;
}
SendingOtp.parameters = { machineStates: ['passwordReset.sendingOtp'] };

/** email with the error: the server's message. */
export function SendFailed() {
  return (
    <ResetPasswordView snapshot={at('email', { email, error: 'No account found with this email address' })} {...handlers} />
  );
}
SendFailed.parameters = { machineStates: ['passwordReset.email'] };

/** otp: step 2, with "OTP sent to your email address". */
export function OtpStep() {
  return <ResetPasswordView snapshot={at('otp', { email, notice: PASSWORD_RESET_MESSAGES.otpSent })} {...handlers} />;
}
OtpStep.parameters = { machineStates: ['passwordReset.otp'] };

/** verifyingOtp: "Verifying...". */
export function VerifyingOtp() {
  return <ResetPasswordView snapshot={at('verifyingOtp', { email, otp: code })} {...handlers} />;
}
VerifyingOtp.parameters = { machineStates: ['passwordReset.verifyingOtp'] };

/** otp with the error: the code was refused without the server's sentence. */
export function InvalidOtp() {
  return <ResetPasswordView snapshot={at('otp', { email, error: PASSWORD_RESET_MESSAGES.invalidOtp })} {...handlers} />;
}
InvalidOtp.parameters = { machineStates: ['passwordReset.otp'] };

/** otp after a wrong code: the server's sentence, the tries left, and Resend counting down. */
export function WrongCodeTriesLeft() {
  return (
    <ResetPasswordView
      snapshot={at('otp', {
        email,
        error: 'Invalid OTP. 3 tries left.',
        code: { triesLeft: 3, codeExpired: false, resendAvailableAt: inSeconds(42) },
      })}
      {...handlers}
    />
  );
}
WrongCodeTriesLeft.parameters = { machineStates: ['passwordReset.otp'] };

/** otp with an expired code: Verify is off, Resend is open. */
export function CodeExpired() {
  return (
    <ResetPasswordView
      snapshot={at('otp', {
        email,
        error: 'This verification code has expired. Please request a new code.',
        code: { triesLeft: null, codeExpired: true, resendAvailableAt: null },
      })}
      {...handlers}
    />
  );
}
CodeExpired.parameters = { machineStates: ['passwordReset.otp'] };

/** otp locked after five wrong codes. */
export function CodeLocked() {
  return (
    <ResetPasswordView
      snapshot={at('otp', {
        email,
        error: 'Too many wrong codes. Please request a new code.',
        code: { triesLeft: 0, codeExpired: true, resendAvailableAt: null },
      })}
      {...handlers}
    />
  );
}
CodeLocked.parameters = { machineStates: ['passwordReset.otp'] };

/** resendingOtp: a new code is being mailed ("Sending..."). */
export function ResendingOtp() {
  return (
    <ResetPasswordView
      snapshot={at('resendingOtp', { email, code: { triesLeft: null, codeExpired: true, resendAvailableAt: null } })}
      {...handlers}
    />
  );
}
ResendingOtp.parameters = { machineStates: ['passwordReset.resendingOtp'] };

/** otp after Resend was asked for too early: the server's wait, counted down. */
export function ResendTooSoon() {
  return (
    <ResetPasswordView
      snapshot={at('otp', {
        email,
        error: 'A code was sent less than a minute ago. Please wait 40 seconds before requesting a new one.',
        code: { triesLeft: null, codeExpired: false, resendAvailableAt: inSeconds(40) },
      })}
      {...handlers}
    />
  );
}
ResendTooSoon.parameters = { machineStates: ['passwordReset.otp'] };

/** newPassword: step 3, with "OTP verified successfully". */
export function NewPasswordStep() {
  return (
    <ResetPasswordView snapshot={at('newPassword', { email, otp: code, notice: PASSWORD_RESET_MESSAGES.otpVerified })} {...handlers} />
  );
}
NewPasswordStep.parameters = { machineStates: ['passwordReset.newPassword'] };

/** newPassword with the error: the two passwords differ. */
export function PasswordMismatch() {
  return (
    <ResetPasswordView
      snapshot={at('newPassword', { email, otp: code, error: PASSWORD_RESET_MESSAGES.passwordMismatch })}
      {...handlers}
    />
  );
}
PasswordMismatch.parameters = { machineStates: ['passwordReset.newPassword'] };

/** resetting: "Resetting...". */
export function Resetting() {
  return <ResetPasswordView snapshot={at('resetting', { email, otp: code })} {...handlers} />;
}
Resetting.parameters = { machineStates: ['passwordReset.resetting'] };

/** done: "Password reset successful"; /login opens after 2 s. */
export function Success() {
  return <ResetPasswordView snapshot={at('done', { email, otp: code, notice: PASSWORD_RESET_MESSAGES.reset })} {...handlers} />;
}
Success.parameters = { machineStates: ['passwordReset.done'] };

/** The OTP step on a 360 px phone. */
export function NarrowOtpStep() {
  return <ResetPasswordView snapshot={at('otp', { email, notice: PASSWORD_RESET_MESSAGES.otpSent })} {...handlers} />;
}
NarrowOtpStep.parameters = { ...narrowScreen.parameters, machineStates: ['passwordReset.otp'] };
NarrowOtpStep.globals = narrowScreen.globals;
