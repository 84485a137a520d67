import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { passwordResetMachine } from '@machines/password-reset';
import { inspect } from '@/shared/lib/inspect';

export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;
export type PasswordResetLogic = typeof passwordResetMachine;

/** The password-reset machine's actor for React; `ResetPasswordForm` gives its Provider the wired logic. */
export const PasswordResetActor = createActorContext(passwordResetMachine, { inspect });

/** What a test or a story gives the form: the machine `.provide()`d with stand-in calls, and a state to start in. */
export interface PasswordResetFlowProps {
  logic?: PasswordResetLogic;
  snapshot?: PasswordResetSnapshot;
}
