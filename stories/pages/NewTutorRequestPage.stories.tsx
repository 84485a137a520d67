import type { Meta, StoryContext } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { TutorRequestSubmission } from '@machines/tutor-request-wizard';
import { $users, fetchUserFx, type User } from '@/entities/user';
import { TutorRequestFlowOverrides, type TutorRequestFlowOverridesValue } from '@/features/submit-tutor-request';
import { NewTutorRequestPage } from '@/pages/new-tutor-request';
import { ApiError } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import {
  agreedRequest,
  blockedAt,
  emptyStep2,
  emptyStep3,
  filledRequest,
  wizardAt,
} from '../features/submit-tutor-request/tutor-request-fixtures';

const record: User = {
  _id: 'u1',
  name: 'Farhana Akter',
  phone: '01711000000',
  email: 'guardian@shikhon.test',
  userType: 'student',
  studentId: 1001,
  tutorId: null,
  createdAt: '2025-03-14T10:00:00.000Z',
  isVerified: false,
  isAvailable: false,
};

// The real page, sidebar and wizard machine: the user record comes from the story's Effector
// scope and the submit call is a stand-in, so no server is needed.
const page: AppStoryParameters = {
  session: { id: 'u1', name: 'Farhana Akter', userType: 'student', token: 'story-token' },
  route: '/dashboardTutorRequest/u1',
  path: '/dashboardTutorRequest/:id',
  effector: { values: [[$users, { u1: record }]], handlers: [[fetchUserFx, async () => record]] },
};

const meta = {
  title: 'Pages/New Tutor Request',
  component: NewTutorRequestPage,
  parameters: page,
} satisfies Meta<typeof NewTutorRequestPage>;
export default meta;

const accepted = fromPromise<unknown, TutorRequestSubmission>(
  () => new Promise((resolve) => setTimeout(() => resolve({ message: 'Tutor request submitted' }), 600)),
);
const pending = fromPromise<unknown, TutorRequestSubmission>(() => new Promise<never>(() => {}));
const refused = fromPromise<unknown, TutorRequestSubmission>(() =>
  Promise.reject(new ApiError('You already have 5 pending requests. Please wait for them to be reviewed.', 429, true)),
);

function Flow({ value, children }: { value: TutorRequestFlowOverridesValue; children: ReactNode }) {
  return <TutorRequestFlowOverrides value={value}>{children}</TutorRequestFlowOverrides>;
}

async function submitPrefilled({ canvas, userEvent }: StoryContext) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Submit Request' }));
}

/** Step 1, "Student Info". Fill it in and step through: the stand-in server accepts the request. */
export function StudentInfo() {
  return (
    <Flow value={{ actors: { submitRequest: accepted } }}>
      <NewTutorRequestPage />
    </Flow>
  );
}
StudentInfo.parameters = { machineStates: ['tutorRequestWizard.studentInfo'] };

/** Step 1 after Next with nothing filled in. */
export function StudentInfoErrors() {
  return (
    <Flow value={{ actors: { submitRequest: accepted } }}>
      <NewTutorRequestPage />
    </Flow>
  );
}
StudentInfoErrors.parameters = { machineStates: ['tutorRequestWizard.studentInfo'] };
StudentInfoErrors.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
};

/** Step 2, "Tuition Info", nothing chosen yet. */
export function TuitionInfo() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, snapshot: wizardAt('tuitionInfo', { values: emptyStep2 }) }}>
      <NewTutorRequestPage />
    </Flow>
  );
}
TuitionInfo.parameters = { machineStates: ['tutorRequestWizard.tuitionInfo'] };

/** Step 2 after Next with nothing chosen. */
export function TuitionInfoErrors() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, snapshot: blockedAt('tuitionInfo', emptyStep2) }}>
      <NewTutorRequestPage />
    </Flow>
  );
}
TuitionInfoErrors.parameters = { machineStates: ['tutorRequestWizard.tuitionInfo'] };

/** Step 2 with subjects chosen as chips. */
export function SubjectsChosen() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, snapshot: wizardAt('tuitionInfo', { values: filledRequest }) }}>
      <NewTutorRequestPage />
    </Flow>
  );
}
SubjectsChosen.parameters = { machineStates: ['tutorRequestWizard.tuitionInfo'] };

/** Step 3, "Tutor Details": tick the terms box to enable "Submit Request". */
export function TutorDetails() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, snapshot: wizardAt('tutorDetails', { values: filledRequest }) }}>
      <NewTutorRequestPage />
    </Flow>
  );
}
TutorDetails.parameters = { machineStates: ['tutorRequestWizard.tutorDetails'] };

/** Step 3 after Submit with its fields empty. */
export function TutorDetailsErrors() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, snapshot: blockedAt('tutorDetails', emptyStep3) }}>
      <NewTutorRequestPage />
    </Flow>
  );
}
TutorDetailsErrors.parameters = { machineStates: ['tutorRequestWizard.tutorDetails'] };

/** "Submitting..." (the call never answers). */
export function Submitting() {
  return (
    <Flow value={{ actors: { submitRequest: pending }, input: { values: agreedRequest } }}>
      <NewTutorRequestPage />
    </Flow>
  );
}
Submitting.parameters = { machineStates: ['tutorRequestWizard.submitting'] };
Submitting.play = submitPrefilled;

/** Sent: the toast, the inline message with the link to the posted jobs, and step 1 again. */
export function Success() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, input: { values: agreedRequest } }}>
      <NewTutorRequestPage />
    </Flow>
  );
}
Success.parameters = { machineStates: ['tutorRequestWizard.studentInfo'] };
Success.play = submitPrefilled;

/** The server refused with its message. */
export function ServerError() {
  return (
    <Flow value={{ actors: { submitRequest: refused }, input: { values: agreedRequest } }}>
      <NewTutorRequestPage />
    </Flow>
  );
}
ServerError.parameters = { machineStates: ['tutorRequestWizard.tutorDetails'] };
ServerError.play = submitPrefilled;

/** Step 2 with chips on a 360 px phone. */
export function Narrow() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, snapshot: wizardAt('tuitionInfo', { values: filledRequest }) }}>
      <NewTutorRequestPage />
    </Flow>
  );
}
Narrow.parameters = { ...narrowScreen.parameters, machineStates: ['tutorRequestWizard.tuitionInfo'] };
Narrow.globals = narrowScreen.globals;

/** Step 3 on a 360 px phone. */
export function NarrowTutorDetails() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, snapshot: wizardAt('tutorDetails', { values: agreedRequest }) }}>
      <NewTutorRequestPage />
    </Flow>
  );
}
NarrowTutorDetails.parameters = { ...narrowScreen.parameters, machineStates: ['tutorRequestWizard.tutorDetails'] };
NarrowTutorDetails.globals = narrowScreen.globals;
