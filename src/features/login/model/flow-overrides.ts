import { createContext } from 'react';
import type { PromiseActorLogic, SnapshotFrom } from 'xstate';
import type { LoginInput, LoginOutput, loginMachine } from '@machines/login';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** Stand-ins for the login flow's outside world, for tests and stories; the app gives none. */
export interface LoginFlowOverridesValue {
  /** Replaces the login call. */
  actors?: { login?: PromiseActorLogic<LoginOutput, LoginInput> };
  /** Starts the flow in this state instead of `idle` (see `loginMachine.resolveState`). */
  snapshot?: LoginSnapshot;
}

export const LoginFlowOverrides = createContext<LoginFlowOverridesValue>({});
