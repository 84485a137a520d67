import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { adminLoginMachine } from '@machines/admin-login';
import { inspect } from '@/shared/lib/inspect';

export type AdminLoginSnapshot = SnapshotFrom<typeof adminLoginMachine>;
export type AdminLoginLogic = typeof adminLoginMachine;

/** The admin login machine's actor for React; `AdminLoginForm` gives its Provider the wired logic. */
export const AdminLoginActor = createActorContext(adminLoginMachine, { inspect });

/** What a test or a story gives the form: the machine `.provide()`d with stand-in calls, and a state to start in. */
export interface AdminLoginFlowProps {
  logic?: AdminLoginLogic;
  snapshot?: AdminLoginSnapshot;
}
