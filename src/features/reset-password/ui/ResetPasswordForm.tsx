import { usePasswordResetFlow } from '../model/password-reset-flow';
import { ResetPasswordView } from './ResetPasswordView';

/** Resets a forgotten password with an e-mailed OTP, then returns to the login page. */
export function ResetPasswordForm() {
  const [snapshot, send] = usePasswordResetFlow();
  return (
    <ResetPasswordView
      snapshot={snapshot}
      onEmailSubmit={(email) => send({ type: 'email.submit', email })}
      onOtpChange={(digits) => send({ type: 'otp.change', digits })}
      onOtpSubmit={() => send({ type: 'otp.submit' })}
      onResend={() => send({ type: 'otp.resend' })}
      onPasswordSubmit={(newPassword, confirmPassword) => send({ type: 'password.submit', newPassword, confirmPassword })}
    />
  );
}
