import { useRegistrationFlow } from '../model/registration-flow';
import { RegisterFormView } from './RegisterFormView';

/** Registers a tutor or a guardian/student with an e-mailed OTP. */
export function RegisterForm() {
  const [snapshot, send] = useRegistrationFlow();
  return (
    <RegisterFormView
      snapshot={snapshot}
      onSubmit={(values) => send({ type: 'registration.submit', values })}
      onOtpChange={(digits) => send({ type: 'otp.change', digits })}
      onVerify={() => send({ type: 'otp.submit' })}
      onResend={() => send({ type: 'otp.resend' })}
    />
  );
}
