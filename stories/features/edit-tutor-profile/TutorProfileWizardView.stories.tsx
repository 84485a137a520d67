import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DOCUMENT_MESSAGES } from '@machines/document-verification';
import { TUTOR_PROFILE_MESSAGES } from '@machines/tutor-profile-wizard';
import { TutorProfileWizardView } from '@/features/edit-tutor-profile';
import { DocumentsPanelView } from '@/pages/update-profile';
import { narrowScreen } from '../../decorators';
import { completeTutorProfile, halfFilledTutorProfile, pendingDocuments, samplePng, verifiedDocuments } from './fixtures';
import { documentsAt, wizardAt } from './wizard-states';

// Each story is the wizard in one state of the tutor-profile-wizard machine (step 4 with a state of the
// document-verification machine), resolved without running either.
const meta = {
  title: 'Features/EditTutorProfile/TutorProfileWizardView',
  component: TutorProfileWizardView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TutorProfileWizardView>;
export default meta;

const send = fn();
const documentHandlers = { onChoose: fn(), onSubmit: fn(), onRetryStatus: fn() };
const documentsStep = (snapshot = documentsAt('notUploaded')) => <DocumentsPanelView snapshot={snapshot} {...documentHandlers} />;

/** loading: the profile is fetched (or initialized when missing). */
export function Loading() {
  return <TutorProfileWizardView snapshot={wizardAt('loading')} send={send} documentsStep={documentsStep()} />;
}
Loading.parameters = { machineStates: ['tutorProfileWizard.loading'] };

/** initializing: no profile yet, so one is being created from what registration knew. */
export function Initializing() {
  return <TutorProfileWizardView snapshot={wizardAt('initializing')} send={send} documentsStep={documentsStep()} />;
}
Initializing.parameters = { machineStates: ['tutorProfileWizard.initializing'] };

/** loadFailed: with "Try again". */
export function LoadFailed() {
  return (
    <TutorProfileWizardView
      snapshot={wizardAt('loadFailed', { error: TUTOR_PROFILE_MESSAGES.loadFailed })}
      send={send}
      documentsStep={documentsStep()}
    />
  );
}
LoadFailed.parameters = { machineStates: ['tutorProfileWizard.loadFailed'] };

/** Step 1, Education: SSC and HSC required, three optional blocks. */
export function Education() {
  return <TutorProfileWizardView snapshot={wizardAt('education')} send={send} documentsStep={documentsStep()} />;
}
Education.parameters = { machineStates: ['tutorProfileWizard.editing.education'] };

/** Step 1 after Next with HSC half filled: the SSC/HSC message and the empty fields marked. */
export function EducationSscHscIncomplete() {
  return (
    <TutorProfileWizardView
      snapshot={wizardAt('education', {
        profile: halfFilledTutorProfile(),
        educationChecked: true,
        error: TUTOR_PROFILE_MESSAGES.incompleteSchoolExams,
      })}
      send={send}
      documentsStep={documentsStep()}
    />
  );
}
EducationSscHscIncomplete.parameters = { machineStates: ['tutorProfileWizard.editing.education'] };

/** Step 1 with Post-graduation begun but not finished: flagged, yet Next is not blocked. */
export function EducationIncompleteOptionalSection() {
  const profile = structuredClone(completeTutorProfile);
  profile.education.postGraduation = { ...profile.education.postGraduation, institute: 'University of Dhaka', degree: 'MSc in Physics' };
  return (
    <TutorProfileWizardView
      snapshot={wizardAt('education', { profile, educationChecked: true, incompleteSections: ['postGraduation'] })}
      send={send}
      documentsStep={documentsStep()}
    />
  );
}
EducationIncompleteOptionalSection.parameters = { machineStates: ['tutorProfileWizard.editing.education'] };

/** Step 2, Tuition preferences. */
export function Tuition() {
  return <TutorProfileWizardView snapshot={wizardAt('tuition')} send={send} documentsStep={documentsStep()} />;
}
Tuition.parameters = { machineStates: ['tutorProfileWizard.editing.tuition'] };

/** Step 3, Personal information. */
export function Personal() {
  return <TutorProfileWizardView snapshot={wizardAt('personal')} send={send} documentsStep={documentsStep()} />;
}
Personal.parameters = { machineStates: ['tutorProfileWizard.editing.personal'] };

/** Step 4, nothing uploaded; Next was pressed. */
export function DocumentsNotUploaded() {
  return (
    <TutorProfileWizardView
      snapshot={wizardAt('documents', {
        documents: { nationalId: false, institutionId: false, hasUnsubmittedFiles: false },
        error: TUTOR_PROFILE_MESSAGES.missingDocuments,
      })}
      send={send}
      documentsStep={documentsStep()}
    />
  );
}
DocumentsNotUploaded.parameters = { machineStates: ['tutorProfileWizard.editing.documents'] };

/** Step 4, files chosen but not submitted; Next was pressed. */
export function DocumentsFilesChosen() {
  return (
    <TutorProfileWizardView
      snapshot={wizardAt('documents', {
        documents: { nationalId: true, institutionId: true, hasUnsubmittedFiles: true },
        error: TUTOR_PROFILE_MESSAGES.unsubmittedDocuments,
      })}
      send={send}
      documentsStep={documentsStep(
        documentsAt('notUploaded', {
          files: { nationalId: samplePng('nid-front.png', 'blue'), institutionId: samplePng('student-card.png', 'green') },
        }),
      )}
    />
  );
}
DocumentsFilesChosen.parameters = { machineStates: ['tutorProfileWizard.editing.documents'] };

/** Step 4, uploading with progress. */
export function DocumentsUploading() {
  return (
    <TutorProfileWizardView
      snapshot={wizardAt('documents', { documents: { nationalId: true, institutionId: true, hasUnsubmittedFiles: true } })}
      send={send}
      documentsStep={documentsStep(
        documentsAt('uploading', {
          files: { nationalId: samplePng('nid-front.png', 'blue'), institutionId: samplePng('student-card.png', 'green') },
          progress: 67,
        }),
      )}
    />
  );
}
DocumentsUploading.parameters = { machineStates: ['tutorProfileWizard.editing.documents'] };

/** Step 4, an image over 5 MB refused. */
export function DocumentsTooLarge() {
  return (
    <TutorProfileWizardView
      snapshot={wizardAt('documents', { documents: { nationalId: false, institutionId: false, hasUnsubmittedFiles: false } })}
      send={send}
      documentsStep={documentsStep(
        documentsAt('notUploaded', {
          fileErrors: { nationalId: DOCUMENT_MESSAGES.tooLarge.nationalId, institutionId: DOCUMENT_MESSAGES.tooLarge.institutionId },
        }),
      )}
    />
  );
}
DocumentsTooLarge.parameters = { machineStates: ['tutorProfileWizard.editing.documents'] };

/** Step 4, uploaded and pending verification. */
export function DocumentsPending() {
  return (
    <TutorProfileWizardView
      snapshot={wizardAt('documents')}
      send={send}
      documentsStep={documentsStep(documentsAt('pending', { status: pendingDocuments }))}
    />
  );
}
DocumentsPending.parameters = { machineStates: ['tutorProfileWizard.editing.documents'] };

/** Step 4, verified. */
export function DocumentsVerified() {
  return (
    <TutorProfileWizardView
      snapshot={wizardAt('documents')}
      send={send}
      documentsStep={documentsStep(documentsAt('verified', { status: verifiedDocuments }))}
    />
  );
}
DocumentsVerified.parameters = { machineStates: ['tutorProfileWizard.editing.documents'] };

/** Step 5, Review & Submit. */
export function Review() {
  return <TutorProfileWizardView snapshot={wizardAt('review')} send={send} documentsStep={documentsStep()} />;
}
Review.parameters = { machineStates: ['tutorProfileWizard.editing.review'] };

/** Step 5: Submit pressed with an optional section begun but not finished. */
export function ReviewWithIncompleteSection() {
  const profile = structuredClone(completeTutorProfile);
  profile.education.diploma = { ...profile.education.diploma, institute: 'Dhaka Polytechnic Institute' };
  return (
    <TutorProfileWizardView
      snapshot={wizardAt('review', {
        profile,
        educationChecked: true,
        incompleteSections: ['diploma'],
        error: TUTOR_PROFILE_MESSAGES.incompleteOptionalSections,
      })}
      send={send}
      documentsStep={documentsStep()}
    />
  );
}
ReviewWithIncompleteSection.parameters = { machineStates: ['tutorProfileWizard.editing.review'] };

/** saving: "Saving...". */
export function Saving() {
  return <TutorProfileWizardView snapshot={wizardAt('saving')} send={send} documentsStep={documentsStep()} />;
}
Saving.parameters = { machineStates: ['tutorProfileWizard.saving'] };

/** The save was refused. */
export function SaveError() {
  return (
    <TutorProfileWizardView
      snapshot={wizardAt('review', { error: 'Invalid profile data' })}
      send={send}
      documentsStep={documentsStep()}
    />
  );
}
SaveError.parameters = { machineStates: ['tutorProfileWizard.editing.review'] };

/** saved: "Profile updated successfully!", the server's new completion; the dashboard opens 2 s later. */
export function Saved() {
  return (
    <TutorProfileWizardView snapshot={wizardAt('saved', { profileCompletion: 96 })} send={send} documentsStep={documentsStep()} />
  );
}
Saved.parameters = { machineStates: ['tutorProfileWizard.saved'] };

/** Step 1 on a 360 px phone. */
export function NarrowEducation() {
  return <Education />;
}
NarrowEducation.parameters = { ...narrowScreen.parameters, machineStates: ['tutorProfileWizard.editing.education'] };
NarrowEducation.globals = narrowScreen.globals;

/** Review on a 360 px phone. */
export function NarrowReview() {
  return <Review />;
}
NarrowReview.parameters = { ...narrowScreen.parameters, machineStates: ['tutorProfileWizard.editing.review'] };
NarrowReview.globals = narrowScreen.globals;

/** editing.tuition with a draft left last time (reload, closed tab): "Draft restored" with Discard draft. */
export function DraftRestored() {
  return (
    <TutorProfileWizardView
      snapshot={wizardAt('tuition', { profile: halfFilledTutorProfile(), draftRestored: true, dirty: true })}
      send={send}
      documentsStep={documentsStep()}
    />
  );
}
DraftRestored.parameters = { machineStates: ['tutorProfileWizard.editing.tuition'] };

/** Step 1 in Bangla (issue 16): step names, blocks, fields and options in Bangla. */
export function BanglaEducation() {
  return <Education />;
}
BanglaEducation.parameters = { machineStates: ['tutorProfileWizard.editing.education'] };
BanglaEducation.globals = { language: 'bn' };

/** Step 2 in Bangla: salary and days per week with Bangla digits. */
export function BanglaTuition() {
  return <Tuition />;
}
BanglaTuition.parameters = { machineStates: ['tutorProfileWizard.editing.tuition'] };
BanglaTuition.globals = { language: 'bn' };

/** Review in Bangla, with an incomplete optional section, on a 360 px phone. */
export function BanglaReviewNarrow() {
  return <ReviewWithIncompleteSection />;
}
BanglaReviewNarrow.parameters = { ...narrowScreen.parameters, machineStates: ['tutorProfileWizard.editing.review'] };
BanglaReviewNarrow.globals = { ...narrowScreen.globals, language: 'bn' };
