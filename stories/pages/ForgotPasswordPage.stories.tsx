import type { Meta } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { PASSWORD_RESET_MESSAGES, passwordResetMachine, type PasswordResetContext } from '@machines/password-reset';
import { ForgotPasswordPage } from '@/pages/forgot-password';
import { narrowScreen } from '../decorators';
import { passwordResetLogic } from '../features/reset-password/stand-ins';

// The real page and password-reset machine, started in each state; the calls never answer.
const meta = {
  title: 'Pages/ForgotPassword',
  component: ForgotPasswordPage,
  parameters: { route: '/forgot-password' },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;

const never = () => new Promise<never>(() => {});
// The calls never answer: each story shows its step as it is.
const { logic: quietLogic } = passwordResetLogic({ send: never, verify: never, reset: never });
const email = 'karim@example.com';
const code = ['3', '0', '9', '1', '7', '4'];

function Page({ value, context }: { value?: string; context?: Partial<PasswordResetContext> }): ReactNode {
  const snapshot = value
    ? passwordResetMachine.resolveState({
        value,
        context: {
          email,
          otp: ['', '', '', '', '', ''],
          code: { triesLeft: null, codeExpired: false, resendAvailableAt: null },
          error: null,
          notice: null,
          ...context,
        },
      })
    : undefined;
  return <ForgotPasswordPage flow={{ logic: quietLogic, snapshot }} />;
}

/** email: step 1 ("Email address", "Send OTP"). */
export function EmailStep() {
  return <Page />;
}
EmailStep.parameters = { machineStates: ['passwordReset.email'] };

/** sendingOtp: "Sending...". */
export function SendingOtp() {
  return <Page value="sendingOtp" />;
}
SendingOtp.parameters = { machineStates: ['passwordReset.sendingOtp'] };

/** email with the server's refusal. */
export function SendFailed() {
  return <Page value="email" context={{ error: 'No account found with this email address' }} />;
}
SendFailed.parameters = { machineStates: ['passwordReset.email'] };

/** otp: step 2 with "OTP sent to your email address". */
export function OtpStep() {
  return <Page value="otp" context={{ notice: PASSWORD_RESET_MESSAGES.otpSent }} />;
}
OtpStep.parameters = { machineStates: ['passwordReset.otp'] };

/** verifyingOtp: "Verifying...". */
export function VerifyingOtp() {
  return <Page value="verifyingOtp" context={{ otp: code }} />;
}
VerifyingOtp.parameters = { machineStates: ['passwordReset.verifyingOtp'] };

/** otp with a wrong code: the server's sentence and the tries left. */
export function InvalidOtp() {
  return (
    <Page
      value="otp"
      context={{ error: 'Invalid OTP. 2 tries left.', code: { triesLeft: 2, codeExpired: false, resendAvailableAt: null } }}
    />
  );
}
InvalidOtp.parameters = { machineStates: ['passwordReset.otp'] };

/** newPassword: step 3 with "OTP verified successfully". */
export function NewPasswordStep() {
  return <Page value="newPassword" context={{ otp: code, notice: PASSWORD_RESET_MESSAGES.otpVerified }} />;
}
NewPasswordStep.parameters = { machineStates: ['passwordReset.newPassword'] };

/** newPassword with "Passwords do not match". */
export function PasswordMismatch() {
  return <Page value="newPassword" context={{ otp: code, error: PASSWORD_RESET_MESSAGES.passwordMismatch }} />;
}
PasswordMismatch.parameters = { machineStates: ['passwordReset.newPassword'] };

/** resetting: "Resetting...". */
export function Resetting() {
  return <Page value="resetting" context={{ otp: code }} />;
}
Resetting.parameters = { machineStates: ['passwordReset.resetting'] };

/** done: "Password reset successful" (started here, so the 2 s redirect does not run). */
export function Success() {
  return <Page value="done" context={{ otp: code, notice: PASSWORD_RESET_MESSAGES.reset }} />;
}
Success.parameters = { machineStates: ['passwordReset.done'] };

/** Step 1 on a 360 px phone. */
export function Narrow() {
  return <Page />;
}
Narrow.parameters = { ...narrowScreen.parameters, machineStates: ['passwordReset.email'] };
Narrow.globals = narrowScreen.globals;

/** Step 2 on a 360 px phone. */
export function NarrowOtpStep() {
  return <Page value="otp" context={{ notice: PASSWORD_RESET_MESSAGES.otpSent }} />;
}
NarrowOtpStep.parameters = { ...narrowScreen.parameters, machineStates: ['passwordReset.otp'] };
NarrowOtpStep.globals = narrowScreen.globals;
