import { fromPromise } from 'xstate';
import {
  documentVerificationMachine,
  type DocumentStatusInfo,
  type LoadStatusInput,
  type UploadDocumentsInput,
  type UploadDocumentsOutput,
} from '@machines/document-verification';
import {
  tutorProfileWizardMachine,
  type InitializeProfileOutput,
  type LoadProfileInput,
  type LoadProfileOutput,
  type SaveProfileInput,
  type SaveProfileOutput,
} from '@machines/tutor-profile-wizard';
import { completeTutorProfile, freshTutorProfile, noDocuments, pendingDocuments } from './fixtures';

/**
 * The tutor's profile wizard and documents flow with stand-in calls, shared by the update-profile stories and the
 * wizard's and page's tests: each call answers what it is given (by default a complete profile, a fresh one on
 * initialize, a saved profile, no documents, an upload that finishes at once), and the calls made are recorded.
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

export interface DocumentCalls {
  loadStatus?: () => Promise<DocumentStatusInfo>;
  upload?: (input: UploadDocumentsInput) => Promise<UploadDocumentsOutput>;
}

/** By default: nothing uploaded yet, and an upload reports 100% and answers the pending documents. */
export function documentsLogic({
  loadStatus = async () => noDocuments,
  upload = async (input) => {
    input.onProgress({ loaded: 100, total: 100 });
    return { documents: pendingDocuments };
  },
}: DocumentCalls = {}) {
  const uploads: UploadDocumentsInput[] = [];
  const logic = documentVerificationMachine.provide({
    actors: {
      loadStatus: fromPromise<DocumentStatusInfo, LoadStatusInput>(() => loadStatus()),
      uploadDocuments: fromPromise<UploadDocumentsOutput, UploadDocumentsInput>(({ input }) => {
        uploads.push(input);
        return upload(input);
      }),
    },
  });
  return { logic, uploads };
}
