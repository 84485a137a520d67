import { createContext } from 'react';
import type { PromiseActorLogic, SnapshotFrom } from 'xstate';
import type { AdminLoginInput, AdminLoginOutput, adminLoginMachine } from '@machines/admin-login';

export type AdminLoginSnapshot = SnapshotFrom<typeof adminLoginMachine>;

/** Stand-ins for the admin login flow's outside world, for tests and stories; the app gives none. */
export interface AdminLoginFlowOverridesValue {
  /** Replaces the login call. */
  actors?: { login?: PromiseActorLogic<AdminLoginOutput, AdminLoginInput> };
  /** Starts the flow in this state instead of `idle` (see `adminLoginMachine.resolveState`). */
  snapshot?: AdminLoginSnapshot;
}

export const AdminLoginFlowOverrides = createContext<AdminLoginFlowOverridesValue>({});
