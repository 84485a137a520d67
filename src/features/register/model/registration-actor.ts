import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { registrationMachine } from '@machines/registration';
import { inspect } from '@/shared/lib/inspect';

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;
export type RegistrationLogic = typeof registrationMachine;

/** The registration machine's actor for React; `RegisterForm` gives its Provider the wired logic. */
export const RegistrationActor = createActorContext(registrationMachine, { inspect });

/** What a test or a story gives the form: the machine `.provide()`d with stand-in calls, and a state to start in. */
export interface RegistrationFlowProps {
  logic?: RegistrationLogic;
  snapshot?: RegistrationSnapshot;
}
