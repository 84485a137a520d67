import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TUTOR_REQUEST_DEFAULTS } from '@machines/tutor-request-wizard';
import { TutorRequestWizardView } from '@/pages/new-tutor-request';
import { narrowScreen } from '../../decorators';
import { withFormatLanguage } from '../../pages/bangla-formats';
import {
  agreedRequest,
  blockedAt,
  emptyStep2,
  emptyStep3,
  filledRequest,
  successContext,
  wizardAt,
} from './tutor-request-fixtures';

// Each story is the view in one state of the wizard machine, resolved without running it.
const meta = {
  title: 'Features/Submit tutor request/TutorRequestWizardView',
  component: TutorRequestWizardView,
  parameters: { layout: 'padded', route: '/dashboardTutorRequest/u1' },
  decorators: [withFormatLanguage],
} satisfies Meta<typeof TutorRequestWizardView>;
export default meta;

const send = fn();

/** Step 1, "Student Info", with the defaults (1 student). */
export function StudentInfo() {
  return <TutorRequestWizardView userId="u1" send={send} snapshot={wizardAt('studentInfo')} />;
}
StudentInfo.parameters = { machineStates: ['tutorRequestWizard.studentInfo'] };

/** Step 1 after Next with nothing filled in: a message under each required field. */
export function StudentInfoErrors() {
  return (
    <TutorRequestWizardView
      userId="u1"
      send={send}
      snapshot={blockedAt('studentInfo', { ...TUTOR_REQUEST_DEFAULTS, subjects: [], noOfStudents: '' })}
    />
  );
}
StudentInfoErrors.parameters = { machineStates: ['tutorRequestWizard.studentInfo'] };

/** Step 2, "Tuition Info", nothing chosen yet: the inline subject hint. */
export function TuitionInfo() {
  return <TutorRequestWizardView userId="u1" send={send} snapshot={wizardAt('tuitionInfo', { values: emptyStep2 })} />;
}
TuitionInfo.parameters = { machineStates: ['tutorRequestWizard.tuitionInfo'] };

/** Step 2 after Next with nothing chosen: "Please select at least one subject" among the messages. */
export function TuitionInfoErrors() {
  return <TutorRequestWizardView userId="u1" send={send} snapshot={blockedAt('tuitionInfo', emptyStep2)} />;
}
TuitionInfoErrors.parameters = { machineStates: ['tutorRequestWizard.tuitionInfo'] };

/** Step 2 with three subjects chosen as chips (click one to remove it). */
export function SubjectsChosen() {
  return <TutorRequestWizardView userId="u1" send={send} snapshot={wizardAt('tuitionInfo', { values: filledRequest })} />;
}
SubjectsChosen.parameters = { machineStates: ['tutorRequestWizard.tuitionInfo'] };

/** Step 3, "Tutor Details", filled in; Submit stays disabled until the terms are agreed. */
export function TutorDetails() {
  return <TutorRequestWizardView userId="u1" send={send} snapshot={wizardAt('tutorDetails', { values: filledRequest })} />;
}
TutorDetails.parameters = { machineStates: ['tutorRequestWizard.tutorDetails'] };

/** Step 3 after Submit with its fields empty. */
export function TutorDetailsErrors() {
  return <TutorRequestWizardView userId="u1" send={send} snapshot={blockedAt('tutorDetails', emptyStep3)} />;
}
TutorDetailsErrors.parameters = { machineStates: ['tutorRequestWizard.tutorDetails'] };

/** Sending: "Submitting..." and the form locked. */
export function Submitting() {
  return <TutorRequestWizardView userId="u1" send={send} snapshot={wizardAt('submitting', { values: agreedRequest })} />;
}
Submitting.parameters = { machineStates: ['tutorRequestWizard.submitting'] };

/** Sent: back at step 1 with the defaults, the success message and the link to the posted jobs. */
export function Success() {
  return <TutorRequestWizardView userId="u1" send={send} snapshot={wizardAt('studentInfo', successContext)} />;
}
Success.parameters = { machineStates: ['tutorRequestWizard.studentInfo'] };

/** The server refused: its message above the buttons, the request kept. */
export function ServerError() {
  return (
    <TutorRequestWizardView
      userId="u1"
      send={send}
      snapshot={wizardAt('tutorDetails', { values: agreedRequest, submitError: 'Failed to submit request' })}
    />
  );
}
ServerError.parameters = { machineStates: ['tutorRequestWizard.tutorDetails'] };

/** Step 2 on a 360 px phone. */
export function Narrow() {
  return <TutorRequestWizardView userId="u1" send={send} snapshot={wizardAt('tuitionInfo', { values: filledRequest })} />;
}
Narrow.parameters = { ...narrowScreen.parameters, machineStates: ['tutorRequestWizard.tuitionInfo'] };
Narrow.globals = narrowScreen.globals;

/** A draft left last time (reload, closed tab): "Draft restored" with Start over, the values back. */
export function DraftRestored() {
  return (
    <TutorRequestWizardView
      userId="u1"
      send={send}
      snapshot={wizardAt('studentInfo', { values: { ...filledRequest, subjects: [...filledRequest.subjects] }, draftRestored: true })}
    />
  );
}
DraftRestored.parameters = { machineStates: ['tutorRequestWizard.studentInfo'] };

/** In Bangla (issue 16): step 1 after Next with nothing filled in, the labels and the messages in Bangla. */
export function BanglaStudentInfoErrors() {
  return (
    <TutorRequestWizardView
      userId="u1"
      send={send}
      snapshot={blockedAt('studentInfo', { ...TUTOR_REQUEST_DEFAULTS, subjects: [], noOfStudents: '' })}
    />
  );
}
BanglaStudentInfoErrors.parameters = { machineStates: ['tutorRequestWizard.studentInfo'] };
BanglaStudentInfoErrors.globals = { language: 'bn' };

/** In Bangla: step 3 filled in (salary and days in Bangla digits). */
export function BanglaTutorDetails() {
  return <TutorRequestWizardView userId="u1" send={send} snapshot={wizardAt('tutorDetails', { values: filledRequest })} />;
}
BanglaTutorDetails.parameters = { machineStates: ['tutorRequestWizard.tutorDetails'] };
BanglaTutorDetails.globals = { language: 'bn' };
