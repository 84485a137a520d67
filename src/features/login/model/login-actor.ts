import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { loginMachine } from '@machines/login';
import { inspect } from '@/shared/lib/inspect';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
export type LoginLogic = typeof loginMachine;

/** The login machine's actor for React; `LoginForm` gives its Provider the wired logic. */
export const LoginActor = createActorContext(loginMachine, { inspect });

/** What a test or a story gives the form: the machine `.provide()`d with stand-in calls, and a state to start in. */
export interface LoginFlowProps {
  logic?: LoginLogic;
  snapshot?: LoginSnapshot;
}
