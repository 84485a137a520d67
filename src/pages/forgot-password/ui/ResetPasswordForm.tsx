import { PasswordResetActor, type PasswordResetFlowProps } from '../model/password-reset-actor';
import { passwordResetLogic, usePasswordResetLogic } from '../model/password-reset-flow';
import { ResetPasswordView } from './ResetPasswordView';

/** Resets a forgotten password with an e-mailed OTP, then returns to the login page. */
export function ResetPasswordForm({ logic = passwordResetLogic, snapshot }: PasswordResetFlowProps) {
  const wired = usePasswordResetLogic(logic);
  return (
    <PasswordResetActor.Provider logic={wired} options={{ snapshot }}>
      <ResetPasswordConnected />
    </PasswordResetActor.Provider>
  );
}

function ResetPasswordConnected() {
  const snapshot = PasswordResetActor.useSelector((state) => state);
  const { send } = PasswordResetActor.useActorRef();
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
