import { createContext } from 'react';
import type { PromiseActorLogic, SnapshotFrom } from 'xstate';
import type {
  TutorRequestInput,
  TutorRequestSubmission,
  tutorRequestWizardMachine,
} from '@machines/tutor-request-wizard';

export type TutorRequestSnapshot = SnapshotFrom<typeof tutorRequestWizardMachine>;

/** Stand-ins for the wizard's outside world, for tests and stories; the app gives none. */
export interface TutorRequestFlowOverridesValue {
  /** Replaces the submit call (it receives the machine's checked values, before the body is built). */
  actors?: { submitRequest?: PromiseActorLogic<unknown, TutorRequestSubmission> };
  /** Starts the wizard with these values (a resumed request). */
  input?: TutorRequestInput;
  /** Starts the wizard in this state (see `tutorRequestWizardMachine.resolveState`). */
  snapshot?: TutorRequestSnapshot;
}

export const TutorRequestFlowOverrides = createContext<TutorRequestFlowOverridesValue>({});
