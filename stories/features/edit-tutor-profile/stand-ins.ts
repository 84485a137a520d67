import { fromPromise } from 'xstate';
import {
  tutorProfileWizardMachine,
  type InitializeProfileOutput,
  type LoadProfileInput,
  type LoadProfileOutput,
  type SaveProfileInput,
  type SaveProfileOutput,
} from '@machines/tutor-profile-wizard';
import { completeTutorProfile, freshTutorProfile } from './fixtures';

/**
 * The tutor's profile wizard with stand-in calls, shared by the update-profile stories and the wizard's and page's
 * tests: each call answers what it is given (by default a complete profile, a fresh one on initialize, a saved
 * profile), and the calls made are recorded. The documents flow's are in ../upload-documents/stand-ins.
 */
export interface WizardCalls {
  load?: (input: LoadProfileInput) => Promise<LoadProfileOutput>;
  initialize?: () => Promise<InitializeProfileOutput>;
  save?: (input: SaveProfileInput) => Promise<SaveProfileOutput>;
}

export function profileWizardLogic({
  load = async () => ({ profile: structuredClone(completeTutorProfile), profileCompletion: 60 }),
  initialize = async () => ({ profile: freshTutorProfile(), profileCompletion: 4 }),
  save = async () => ({ profileCompletion: 91 }),
}: WizardCalls = {}) {
  const calls = { save: [] as SaveProfileInput[], initialize: 0 };
  const logic = tutorProfileWizardMachine.provide({
    actors: {
      loadProfile: fromPromise<LoadProfileOutput, LoadProfileInput>(({ input }) => load(input)),
      initializeProfile: fromPromise<InitializeProfileOutput, LoadProfileInput>(() => {
        calls.initialize += 1;
        return initialize();
      }),
      saveProfile: fromPromise<SaveProfileOutput, SaveProfileInput>(({ input }) => {
        calls.save.push(input);
        return save(input);
      }),
    },
  });
  return { logic, calls };
}
