import { fromPromise } from 'xstate';
import {
  registrationMachine,
  type MessageOutput,
  type OtpCheck,
  type RegisterOutput,
  type RegistrationPayload,
} from '@machines/registration';

/**
 * The registration machine's three calls as stand-ins, shared by the signup stories, the registration form's
 * tests and the machine's own: each answers what it is given (by default: the code is sent, the code is right,
 * the account exists), and the bodies sent are recorded in order.
 */
export interface RegistrationCalls {
  initiate?: (payload: RegistrationPayload) => Promise<MessageOutput>;
  verify?: (check: OtpCheck) => Promise<MessageOutput>;
  register?: (payload: RegistrationPayload) => Promise<RegisterOutput>;
}

export const REGISTRATION_ANSWERS = {
  initiate: { message: 'OTP sent to your email address' },
  verify: { message: 'OTP verified successfully' },
  register: { message: 'Registration successful', user: { token: 'tok' } },
} as const satisfies { initiate: MessageOutput; verify: MessageOutput; register: RegisterOutput };

export function registrationStandIns({
  initiate = async () => REGISTRATION_ANSWERS.initiate,
  verify = async () => REGISTRATION_ANSWERS.verify,
  register = async () => REGISTRATION_ANSWERS.register,
}: RegistrationCalls = {}) {
  const calls = { initiate: [] as RegistrationPayload[], verify: [] as OtpCheck[], register: [] as RegistrationPayload[] };
  const actors = {
    initiateRegistration: fromPromise<MessageOutput, RegistrationPayload>(({ input }) => {
      calls.initiate.push(input);
      return initiate(input);
    }),
    verifyRegistration: fromPromise<MessageOutput, OtpCheck>(({ input }) => {
      calls.verify.push(input);
      return verify(input);
    }),
    register: fromPromise<RegisterOutput, RegistrationPayload>(({ input }) => {
      calls.register.push(input);
      return register(input);
    }),
  };
  return { actors, calls };
}

/** The machine with the stand-ins provided, for a screen's `logic`. */
export function registrationLogic(behaviour: RegistrationCalls = {}) {
  const { actors, calls } = registrationStandIns(behaviour);
  return { logic: registrationMachine.provide({ actors }), calls };
}
