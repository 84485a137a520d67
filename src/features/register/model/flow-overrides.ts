import { createContext } from 'react';
import type { PromiseActorLogic, SnapshotFrom } from 'xstate';
import type {
  MessageOutput,
  OtpCheck,
  RegisterOutput,
  RegistrationPayload,
  registrationMachine,
} from '@machines/registration';

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

/** Stand-ins for the registration flow's outside world, for tests and stories; the app gives none. */
export interface RegistrationFlowOverridesValue {
  actors?: {
    initiateRegistration?: PromiseActorLogic<MessageOutput, RegistrationPayload>;
    verifyRegistration?: PromiseActorLogic<MessageOutput, OtpCheck>;
    register?: PromiseActorLogic<RegisterOutput, RegistrationPayload>;
  };
  /** Starts the flow in this state instead of the empty form (see `registrationMachine.resolveState`). */
  snapshot?: RegistrationSnapshot;
}

export const RegistrationFlowOverrides = createContext<RegistrationFlowOverridesValue>({});
