import type { Meta, StoryContext } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { tutorRequestWizardMachine, type TutorRequestSubmission } from '@machines/tutor-request-wizard';
import { $users, fetchUserFx, type User } from '@/entities/user';
import type { TutorRequestFlowProps } from '@/pages/new-tutor-request';
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

/** The page with the wizard machine `.provide()`d with a stand-in submit, through the actor's Provider. */
interface FlowValue extends Omit<TutorRequestFlowProps, 'logic'> {
  actors: { submitRequest: typeof accepted };
}
function Flow({ value: { actors, ...flow } }: { value: FlowValue }) {
  return <NewTutorRequestPage flow={{ logic: tutorRequestWizardMachine.provide({ actors }), ...flow }} />;
}

async function submitPrefilled({ canvas, userEvent }: StoryContext) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Submit Request' }));
}

/** Step 1, "Student Info". Fill it in and step through: the stand-in server accepts the request. */
export function StudentInfo() {
  return (
    <Flow value={{ actors: { submitRequest: accepted } }} />
  );
}
StudentInfo.parameters = { machineStates: ['tutorRequestWizard.studentInfo'] };

/** Step 1 after Next with nothing filled in. */
export function StudentInfoErrors() {
  return (
    <Flow value={{ actors: { submitRequest: accepted } }} />
  );
}
StudentInfoErrors.parameters = { machineStates: ['tutorRequestWizard.studentInfo'] };
StudentInfoErrors.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
};

/** Step 2, "Tuition Info", nothing chosen yet. */
export function TuitionInfo() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, snapshot: wizardAt('tuitionInfo', { values: emptyStep2 }) }} />
  );
}
TuitionInfo.parameters = { machineStates: ['tutorRequestWizard.tuitionInfo'] };

/** Step 2 after Next with nothing chosen. */
export function TuitionInfoErrors() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, snapshot: blockedAt('tuitionInfo', emptyStep2) }} />
  );
}
TuitionInfoErrors.parameters = { machineStates: ['tutorRequestWizard.tuitionInfo'] };

/** Step 2 with subjects chosen as chips. */
export function SubjectsChosen() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, snapshot: wizardAt('tuitionInfo', { values: filledRequest }) }} />
  );
}
SubjectsChosen.parameters = { machineStates: ['tutorRequestWizard.tuitionInfo'] };

/** Step 3, "Tutor Details": tick the terms box to enable "Submit Request". */
export function TutorDetails() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, snapshot: wizardAt('tutorDetails', { values: filledRequest }) }} />
  );
}
TutorDetails.parameters = { machineStates: ['tutorRequestWizard.tutorDetails'] };

/** Step 3 after Submit with its fields empty. */
export function TutorDetailsErrors() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, snapshot: blockedAt('tutorDetails', emptyStep3) }} />
  );
}
TutorDetailsErrors.parameters = { machineStates: ['tutorRequestWizard.tutorDetails'] };

/** "Submitting..." (the call never answers). */
export function Submitting() {
  return (
    <Flow value={{ actors: { submitRequest: pending }, input: { values: agreedRequest } }} />
  );
}
Submitting.parameters = { machineStates: ['tutorRequestWizard.submitting'] };
Submitting.play = submitPrefilled;

/** Sent: the toast, the inline message with the link to the posted jobs, and step 1 again. */
export function Success() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, input: { values: agreedRequest } }} />
  );
}
Success.parameters = { machineStates: ['tutorRequestWizard.studentInfo'] };
Success.play = submitPrefilled;

/** The server refused with its message. */
export function ServerError() {
  return (
    <Flow value={{ actors: { submitRequest: refused }, input: { values: agreedRequest } }} />
  );
}
ServerError.parameters = { machineStates: ['tutorRequestWizard.tutorDetails'] };
ServerError.play = submitPrefilled;

/** Step 2 with chips on a 360 px phone. */
export function Narrow() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, snapshot: wizardAt('tuitionInfo', { values: filledRequest }) }} />
  );
}
Narrow.parameters = { ...narrowScreen.parameters, machineStates: ['tutorRequestWizard.tuitionInfo'] };
Narrow.globals = narrowScreen.globals;

/** Step 3 on a 360 px phone. */
export function NarrowTutorDetails() {
  return (
    <Flow value={{ actors: { submitRequest: accepted }, snapshot: wizardAt('tutorDetails', { values: agreedRequest }) }} />
  );
}
NarrowTutorDetails.parameters = { ...narrowScreen.parameters, machineStates: ['tutorRequestWizard.tutorDetails'] };
NarrowTutorDetails.globals = narrowScreen.globals;
