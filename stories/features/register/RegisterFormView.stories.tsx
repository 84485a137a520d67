import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  REGISTRATION_MESSAGES,
  emptyRegistrationValues,
  registrationMachine,
  toRegistrationPayload,
  type RegistrationContext,
  type RegistrationValues,
} from '@machines/registration';
import { RegisterFormView } from '@/pages/signup';
import { narrowScreen } from '../../decorators';

// Each story is the view in one state of the registration machine, resolved without running it.
const meta = {
  title: 'Features/Register/RegisterFormView',
  component: RegisterFormView,
  parameters: { layout: 'padded', route: '/signup' },
} satisfies Meta<typeof RegisterFormView>;
export default meta;

const tutor: RegistrationValues = {
  userType: 'tutor',
  name: 'Karim Uddin',
  email: 'karim@example.com',
  gender: 'Male',
  phone: '01711000000',
  password: 'secret12',
  rePassword: 'secret12',
};
const student: RegistrationValues = { ...tutor, userType: 'student', name: 'Rahima Akter', email: 'rahima@example.com', gender: '' };
const blankOtp = ['', '', '', '', '', ''];

const at = (value: string, context: Partial<RegistrationContext> = {}) =>
  registrationMachine.resolveState({
    value,
    context: {
      values: emptyRegistrationValues(),
      payload: null,
      otp: blankOtp,
      code: { triesLeft: null, codeExpired: false, resendAvailableAt: null },
      error: null,
      notice: null,
      sentTo: ['email'],
      ...context,
    },
  });

const handlers = { onSubmit: fn(), onOtpChange: fn(), onVerify: fn(), onResend: fn() };
/** Resend opens this far ahead of the moment the story is opened: the countdown is visible and ticks. */
const inSeconds = (seconds: number) => Date.now() + seconds * 1000;

/** form: the tutor form (the default). */
export function TutorForm() {
  return <RegisterFormView snapshot={at('form')} {...handlers} />;
}
TutorForm.parameters = { machineStates: ['registration.form'] };

/** form: the guardian/student form (no gender). */
export function StudentForm() {
  return <RegisterFormView snapshot={at('form', { values: emptyRegistrationValues('student') })} {...handlers} />;
}
StudentForm.parameters = { machineStates: ['registration.form'] };

/** initiating: "Submitting..." while the OTP is requested. */
export function Submitting() {
  return <RegisterFormView snapshot={at('initiating', { values: tutor, payload: toRegistrationPayload(tutor) })} {...handlers} />;
}
Submitting.parameters = { machineStates: ['registration.initiating'] };

/** form with the error banner: the passwords differ. */
export function PasswordMismatch() {
  return (
    <RegisterFormView
      snapshot={at('form', { values: { ...tutor, rePassword: 'secret13' }, error: REGISTRATION_MESSAGES.passwordMismatch })}
      {...handlers}
    />
  );
}
PasswordMismatch.parameters = { machineStates: ['registration.form'] };

/** otp after a wrong code: the server's sentence, the tries left, Resend counting down (the user stays on the step). */
export function InvalidOtp() {
  return (
    <RegisterFormView
      snapshot={at('otp', {
        values: student,
        payload: toRegistrationPayload(student),
        error: 'Invalid OTP. 4 tries left.',
        code: { triesLeft: 4, codeExpired: false, resendAvailableAt: inSeconds(45) },
      })}
      {...handlers}
    />
  );
}
InvalidOtp.parameters = { machineStates: ['registration.otp'] };

/** otp with an expired code: Verify is off, Resend is open. */
export function CodeExpired() {
  return (
    <RegisterFormView
      snapshot={at('otp', {
        values: student,
        payload: toRegistrationPayload(student),
        error: 'This verification code has expired. Please request a new code.',
        code: { triesLeft: null, codeExpired: true, resendAvailableAt: null },
      })}
      {...handlers}
    />
  );
}
CodeExpired.parameters = { machineStates: ['registration.otp'] };

/** otp locked after five wrong codes: only a new code helps. */
export function CodeLocked() {
  return (
    <RegisterFormView
      snapshot={at('otp', {
        values: student,
        payload: toRegistrationPayload(student),
        error: 'Too many wrong codes. Please request a new code.',
        code: { triesLeft: 0, codeExpired: true, resendAvailableAt: null },
      })}
      {...handlers}
    />
  );
}
CodeLocked.parameters = { machineStates: ['registration.otp'] };

/** resending: a new code is being mailed ("Sending..."). */
export function Resending() {
  return (
    <RegisterFormView
      snapshot={at('resending', {
        values: student,
        payload: toRegistrationPayload(student),
        code: { triesLeft: null, codeExpired: true, resendAvailableAt: null },
      })}
      {...handlers}
    />
  );
}
Resending.parameters = { machineStates: ['registration.resending'] };

/** otp after Resend was asked for too early: the server's wait, counted down. */
export function ResendTooSoon() {
  return (
    <RegisterFormView
      snapshot={at('otp', {
        values: student,
        payload: toRegistrationPayload(student),
        error: 'A code was sent less than a minute ago. Please wait 40 seconds before requesting a new one.',
        code: { triesLeft: null, codeExpired: false, resendAvailableAt: inSeconds(40) },
      })}
      {...handlers}
    />
  );
}
ResendTooSoon.parameters = { machineStates: ['registration.otp'] };

/** form with the error banner: the account exists (the form has been reset). */
export function AlreadyRegistered() {
  return (
    <RegisterFormView
      snapshot={at('form', { values: emptyRegistrationValues('student'), error: REGISTRATION_MESSAGES.alreadyRegistered })}
      {...handlers}
    />
  );
}
AlreadyRegistered.parameters = { machineStates: ['registration.form'] };

/** otp: the six boxes with the success banner; the first box has the focus. */
export function OtpStep() {
  return (
    <RegisterFormView
      snapshot={at('otp', { values: student, payload: toRegistrationPayload(student), notice: 'OTP sent to your email address' })}
      {...handlers}
    />
  );
}
OtpStep.parameters = { machineStates: ['registration.otp'] };

/** otp with the error banner: the network failed while verifying. */
export function OtpNetworkError() {
  return (
    <RegisterFormView
      snapshot={at('otp', {
        values: student,
        payload: toRegistrationPayload(student),
        otp: ['4', '8', '1', '5', '9', '2'],
        error: REGISTRATION_MESSAGES.exception,
      })}
      {...handlers}
    />
  );
}
OtpNetworkError.parameters = { machineStates: ['registration.otp'] };

/** verifying: "Verifying..." with the code typed. */
export function Verifying() {
  return (
    <RegisterFormView
      snapshot={at('verifying', { values: student, payload: toRegistrationPayload(student), otp: ['4', '8', '1', '5', '9', '2'] })}
      {...handlers}
    />
  );
}
Verifying.parameters = { machineStates: ['registration.verifying'] };

/** registering: the code was accepted and the account is being created, the boxes locked. */
export function Registering() {
  return (
    <RegisterFormView
      snapshot={at('registering', { values: student, payload: toRegistrationPayload(student), otp: ['4', '8', '1', '5', '9', '2'] })}
      {...handlers}
    />
  );
}
Registering.parameters = { machineStates: ['registration.registering'] };

/** done: the account exists; the app goes to /login with a toast. */
export function Success() {
  return <RegisterFormView snapshot={at('done', { values: student, notice: REGISTRATION_MESSAGES.registered })} {...handlers} />;
}
Success.parameters = { machineStates: ['registration.done'] };

/** The tutor form on a 360 px phone. */
export function Narrow() {
  return <RegisterFormView snapshot={at('form')} {...handlers} />;
}
Narrow.parameters = { ...narrowScreen.parameters, machineStates: ['registration.form'] };
Narrow.globals = narrowScreen.globals;

/** The OTP step on a 360 px phone: six boxes in one row. */
export function NarrowOtpStep() {
  return (
    <RegisterFormView
      snapshot={at('otp', { values: student, payload: toRegistrationPayload(student), notice: 'OTP sent to your email address' })}
      {...handlers}
    />
  );
}
NarrowOtpStep.parameters = { ...narrowScreen.parameters, machineStates: ['registration.otp'] };
NarrowOtpStep.globals = narrowScreen.globals;

const phoneOnly: RegistrationValues = { ...student, email: '', phone: '01712345678' };

/** otp: a member who gave no e-mail: "Enter OTP sent to your phone", the code went by SMS. */
export function OtpSentToPhone() {
  return (
    <RegisterFormView
      snapshot={at('otp', {
        values: phoneOnly,
        payload: toRegistrationPayload(phoneOnly),
        notice: 'OTP sent to your phone',
        sentTo: ['phone'],
        code: { triesLeft: null, codeExpired: false, resendAvailableAt: inSeconds(60) },
      })}
      {...handlers}
    />
  );
}
OtpSentToPhone.parameters = { machineStates: ['registration.otp'] };

/** otp: e-mail and phone given: the code went to both. */
export function OtpSentToBoth() {
  return (
    <RegisterFormView
      snapshot={at('otp', {
        values: student,
        payload: toRegistrationPayload(student),
        notice: 'OTP sent to your email address',
        sentTo: ['email', 'phone'],
        code: { triesLeft: null, codeExpired: false, resendAvailableAt: inSeconds(60) },
      })}
      {...handlers}
    />
  );
}
OtpSentToBoth.parameters = { machineStates: ['registration.otp'] };
