import type { Meta, StoryContext } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import {
  REGISTRATION_MESSAGES,
  emptyRegistrationValues,
  registrationMachine,
  toRegistrationPayload,
  type MessageOutput,
  type RegistrationContext,
  type RegistrationPayload,
  type RegistrationValues,
} from '@machines/registration';
import type { RegistrationSnapshot } from '@/pages/signup';
import { SignupPage } from '@/pages/signup';
import { ApiError } from '@/shared/api';
import { narrowScreen } from '../decorators';
import { registrationStandIns } from '../features/register/stand-ins';

// The real page and registration machine; the calls are stand-ins, so no server is needed.
const meta = {
  title: 'Pages/Signup',
  component: SignupPage,
  parameters: { route: '/signup' },
} satisfies Meta<typeof SignupPage>;
export default meta;

const never = () => new Promise<never>(() => {});
const quiet = registrationStandIns({ initiate: never, verify: never, register: never }).actors;

const student: RegistrationValues = {
  userType: 'student',
  name: 'Rahima Akter',
  email: 'rahima@example.com',
  gender: '',
  phone: '01811000000',
  password: 'secret12',
  rePassword: 'secret12',
};

const at = (value: string, context: Partial<RegistrationContext> = {}) =>
  registrationMachine.resolveState({
    value,
    context: {
      values: emptyRegistrationValues(),
      payload: null,
      otp: ['', '', '', '', '', ''],
      code: { triesLeft: null, codeExpired: false, resendAvailableAt: null },
      error: null,
      notice: null,
      sentTo: ['email'],
      ...context,
    },
  });

/** The page with the registration machine `.provide()`d with stand-in calls, through the actor's Provider. */
interface FlowValue {
  actors: typeof quiet;
  snapshot?: RegistrationSnapshot;
}
function Flow({ value }: { value: FlowValue }) {
  return <SignupPage flow={{ logic: registrationMachine.provide({ actors: value.actors }), snapshot: value.snapshot }} />;
}

async function fillTutorAndSubmit({ canvas, userEvent }: StoryContext) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Karim Uddin');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'karim@example.com');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Gender' }), 'Male');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '01711000000');
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'secret12');
  await userEvent.type(canvas.getByLabelText(/^Re-enter Password/, { selector: 'input' }), 'secret12');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit & Register' }));
}

/** form: the tutor form, the default. */
export function TutorForm() {
  return (
    <Flow value={{ actors: quiet }} />
  );
}
TutorForm.parameters = { machineStates: ['registration.form'] };

/** form: the guardian/student form. */
export function StudentForm() {
  return (
    <Flow value={{ actors: quiet, snapshot: at('form', { values: emptyRegistrationValues('student') }) }} />
  );
}
StudentForm.parameters = { machineStates: ['registration.form'] };

/** initiating: "Submitting..." (the call never answers). */
export function Submitting() {
  return (
    <Flow value={{ actors: quiet }} />
  );
}
Submitting.parameters = { machineStates: ['registration.initiating'] };
Submitting.play = fillTutorAndSubmit;

/** form with the error banner: the server refused the first submit. */
export function InitiateError() {
  return (
    <Flow
      value={{
        actors: {
          ...quiet,
          initiateRegistration: fromPromise<MessageOutput, RegistrationPayload>(() =>
            Promise.reject(new ApiError('An account with this email already exists', 409, true)),
          ),
        },
      }}
     />
  );
}
InitiateError.parameters = { machineStates: ['registration.form'] };
InitiateError.play = fillTutorAndSubmit;

/** otp with the error banner: a wrong code keeps the code step, saying how many tries are left. */
export function InvalidOtp() {
  return (
    <Flow
      value={{
        actors: quiet,
        snapshot: at('otp', {
          values: student,
          payload: toRegistrationPayload(student),
          code: { triesLeft: 4, codeExpired: false, resendAvailableAt: null },
          error: 'Invalid OTP. 4 tries left.',
        }),
      }}
     />
  );
}
InvalidOtp.parameters = { machineStates: ['registration.otp'] };

/** otp: "Enter OTP sent to your email", the six boxes and the success banner. */
export function OtpStep() {
  return (
    <Flow
      value={{
        actors: quiet,
        snapshot: at('otp', { values: student, payload: toRegistrationPayload(student), notice: 'OTP sent to your email address' }),
      }}
     />
  );
}
OtpStep.parameters = { machineStates: ['registration.otp'] };

/** verifying: "Verifying...". */
export function Verifying() {
  return (
    <Flow
      value={{
        actors: quiet,
        snapshot: at('verifying', { values: student, payload: toRegistrationPayload(student), otp: ['4', '8', '1', '5', '9', '2'] }),
      }}
     />
  );
}
Verifying.parameters = { machineStates: ['registration.verifying'] };

/** registering: the code was accepted and the account is being created: "Verifying..." stays, the boxes locked. */
export function Registering() {
  return (
    <Flow
      value={{
        actors: quiet,
        snapshot: at('registering', { values: student, payload: toRegistrationPayload(student), otp: ['4', '8', '1', '5', '9', '2'] }),
      }}
     />
  );
}
Registering.parameters = { machineStates: ['registration.registering'] };

/** done: registered; the app goes to /login with a success toast. */
export function Success() {
  return (
    <Flow value={{ actors: quiet, snapshot: at('done', { values: student, notice: REGISTRATION_MESSAGES.registered }) }} />
  );
}
Success.parameters = { machineStates: ['registration.done'] };

/** The tutor form on a 360 px phone. */
export function Narrow() {
  return (
    <Flow value={{ actors: quiet }} />
  );
}
Narrow.parameters = { ...narrowScreen.parameters, machineStates: ['registration.form'] };
Narrow.globals = narrowScreen.globals;
