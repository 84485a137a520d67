import { RegistrationActor, type RegistrationFlowProps } from '../model/registration-actor';
import { registrationLogic, useRegistrationLogic } from '../model/registration-flow';
import { RegisterFormView } from './RegisterFormView';

/** Registers a tutor or a guardian/student with an e-mailed OTP. */
export function RegisterForm({ logic = registrationLogic, snapshot }: RegistrationFlowProps) {
  const wired = useRegistrationLogic(logic);
  return (
    <RegistrationActor.Provider logic={wired} options={{ snapshot }}>
      <RegisterFormConnected />
    </RegistrationActor.Provider>
  );
}

function RegisterFormConnected() {
  const snapshot = RegistrationActor.useSelector((state) => state);
  const { send } = RegistrationActor.useActorRef();
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
