import type { SnapshotFrom } from 'xstate';
import { registrationMachine } from '@machines/registration';
import { createFlowActor, type FlowProps } from '@/shared/lib/inspect';

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;
export type RegistrationLogic = typeof registrationMachine;

/** The registration machine's actor for React; `RegisterForm` gives its Provider the wired logic. */
export const RegistrationActor = createFlowActor(registrationMachine);

export type RegistrationFlowProps = FlowProps<RegistrationLogic>;
