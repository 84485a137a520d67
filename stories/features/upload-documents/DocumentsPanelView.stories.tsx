import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DOCUMENT_MESSAGES } from '@machines/document-verification';
import { DocumentsPanelView } from '@/pages/update-profile';
import { narrowScreen } from '../../decorators';
import { pendingDocuments, samplePng, verifiedDocuments } from '../edit-tutor-profile/fixtures';
import { documentsAt } from '../edit-tutor-profile/wizard-states';

// Each story is the documents step in one state of the document-verification machine.
const meta = {
  title: 'Features/UploadDocuments/DocumentsPanelView',
  component: DocumentsPanelView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DocumentsPanelView>;
export default meta;

const handlers = { onChoose: fn(), onSubmit: fn(), onRetryStatus: fn() };

/** loadingStatus: the status call is on its way. */
export function CheckingStatus() {
  return <DocumentsPanelView snapshot={documentsAt('loadingStatus')} {...handlers} />;
}
CheckingStatus.parameters = { machineStates: ['documentVerification.loadingStatus'] };

/** notUploaded: nothing stored, nothing chosen. */
export function NotUploaded() {
  return <DocumentsPanelView snapshot={documentsAt('notUploaded')} {...handlers} />;
}
NotUploaded.parameters = { machineStates: ['documentVerification.notUploaded'] };

/** notUploaded with both files chosen and previewed, waiting for "Submit Documents for Verification". */
export function FilesChosen() {
  return (
    <DocumentsPanelView
      snapshot={documentsAt('notUploaded', {
        files: { nationalId: samplePng('nid-front.png', 'blue'), institutionId: samplePng('student-card.png', 'green') },
      })}
      {...handlers}
    />
  );
}
FilesChosen.parameters = { machineStates: ['documentVerification.notUploaded'] };

/** A National ID image over 5 MB was refused. */
export function TooLarge() {
  return (
    <DocumentsPanelView
      snapshot={documentsAt('notUploaded', {
        files: { nationalId: null, institutionId: samplePng('student-card.png', 'green') },
        fileErrors: { nationalId: DOCUMENT_MESSAGES.tooLarge.nationalId, institutionId: null },
      })}
      {...handlers}
    />
  );
}
TooLarge.parameters = { machineStates: ['documentVerification.notUploaded'] };

/** A PDF was chosen for the Institution ID. */
export function WrongType() {
  return (
    <DocumentsPanelView
      snapshot={documentsAt('notUploaded', {
        fileErrors: { nationalId: null, institutionId: DOCUMENT_MESSAGES.wrongType.institutionId },
      })}
      {...handlers}
    />
  );
}
WrongType.parameters = { machineStates: ['documentVerification.notUploaded'] };

/** Submitted with only one document. */
export function BothRequired() {
  return (
    <DocumentsPanelView
      snapshot={documentsAt('notUploaded', {
        files: { nationalId: samplePng('nid-front.png'), institutionId: null },
        error: DOCUMENT_MESSAGES.bothRequired,
      })}
      {...handlers}
    />
  );
}
BothRequired.parameters = { machineStates: ['documentVerification.notUploaded'] };

/** uploading: 42% sent. */
export function Uploading() {
  return (
    <DocumentsPanelView
      snapshot={documentsAt('uploading', {
        files: { nationalId: samplePng('nid-front.png', 'blue'), institutionId: samplePng('student-card.png', 'green') },
        progress: 42,
      })}
      {...handlers}
    />
  );
}
Uploading.parameters = { machineStates: ['documentVerification.uploading'] };

/** The upload failed with the server's text. */
export function UploadFailed() {
  return (
    <DocumentsPanelView
      snapshot={documentsAt('notUploaded', {
        files: { nationalId: samplePng('nid-front.png', 'blue'), institutionId: samplePng('student-card.png', 'green') },
        error: DOCUMENT_MESSAGES.uploadFailed,
      })}
      {...handlers}
    />
  );
}
UploadFailed.parameters = { machineStates: ['documentVerification.notUploaded'] };

/** The status could not be read: the controls still work, with a way to check again. */
export function StatusUnavailable() {
  return (
    <DocumentsPanelView snapshot={documentsAt('notUploaded', { statusError: DOCUMENT_MESSAGES.statusFailed })} {...handlers} />
  );
}
StatusUnavailable.parameters = { machineStates: ['documentVerification.notUploaded'] };

/** pending: both stored (previews from their signed paths), awaiting verification. */
export function Pending() {
  return <DocumentsPanelView snapshot={documentsAt('pending', { status: pendingDocuments })} {...handlers} />;
}
Pending.parameters = { machineStates: ['documentVerification.pending'] };

/** verified: the button reads "Documents Verified ✓" and is disabled. */
export function Verified() {
  return <DocumentsPanelView snapshot={documentsAt('verified', { status: verifiedDocuments })} {...handlers} />;
}
Verified.parameters = { machineStates: ['documentVerification.verified'] };

/** Files chosen, on a 360 px phone. */
export function Narrow() {
  return <FilesChosen />;
}
Narrow.parameters = { ...narrowScreen.parameters, machineStates: ['documentVerification.notUploaded'] };
Narrow.globals = narrowScreen.globals;
