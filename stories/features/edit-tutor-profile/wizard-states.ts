import {
  documentVerificationMachine,
  type DocumentVerificationContext,
} from '@machines/document-verification';
import {
  tutorProfileWizardMachine,
  type TutorProfileWizardContext,
  type WizardStep,
} from '@machines/tutor-profile-wizard';
import { DOCUMENT_LIMITS } from '@/pages/update-profile';
import { completeTutorProfile, noDocuments } from './fixtures';

/** Stories draw a state of each machine resolved without running it (no server, no timers). */

export const readyGate = { nationalId: true, institutionId: true, hasUnsubmittedFiles: false };

export function wizardAt(
  value: WizardStep | 'loading' | 'initializing' | 'loadFailed' | 'saving' | 'saved',
  context: Partial<TutorProfileWizardContext> = {},
) {
  const steps: readonly string[] = ['education', 'tuition', 'personal', 'documents', 'review'];
  return tutorProfileWizardMachine.resolveState({
    value: steps.includes(value) ? { editing: value } : value,
    context: {
      userId: 'u-tutor-1',
      profile: completeTutorProfile,
      profileCompletion: 74,
      error: null,
      educationChecked: false,
      incompleteSections: [],
      documents: readyGate,
      pendingDraft: null,
      draftRestored: false,
      dirty: false,
      ...context,
    },
  });
}

export function documentsAt(
  value: 'loadingStatus' | 'notUploaded' | 'uploading' | 'pending' | 'verified',
  context: Partial<DocumentVerificationContext> = {},
) {
  return documentVerificationMachine.resolveState({
    value,
    context: {
      userId: 'u-tutor-1',
      limits: DOCUMENT_LIMITS,
      status: noDocuments,
      files: { nationalId: null, institutionId: null },
      fileErrors: { nationalId: null, institutionId: null },
      error: null,
      statusError: null,
      progress: null,
      ...context,
    },
  });
}
