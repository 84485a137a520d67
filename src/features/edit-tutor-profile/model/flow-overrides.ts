import { createContext } from 'react';
import type { PromiseActorLogic, SnapshotFrom } from 'xstate';
import type {
  InitializeProfileOutput,
  LoadProfileInput,
  LoadProfileOutput,
  SaveProfileInput,
  SaveProfileOutput,
  tutorProfileWizardMachine,
} from '@machines/tutor-profile-wizard';

export type TutorProfileWizardSnapshot = SnapshotFrom<typeof tutorProfileWizardMachine>;

/** Stand-ins for the profile wizard's outside world, for tests and stories; the app gives none. */
export interface TutorProfileWizardOverridesValue {
  actors?: {
    loadProfile?: PromiseActorLogic<LoadProfileOutput, LoadProfileInput>;
    initializeProfile?: PromiseActorLogic<InitializeProfileOutput, LoadProfileInput>;
    saveProfile?: PromiseActorLogic<SaveProfileOutput, SaveProfileInput>;
  };
  /** Starts the wizard in this state instead of loading (see `tutorProfileWizardMachine.resolveState`). */
  snapshot?: TutorProfileWizardSnapshot;
}

export const TutorProfileWizardOverrides = createContext<TutorProfileWizardOverridesValue>({});
