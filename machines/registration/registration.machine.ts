import { assertEvent, assign, fromPromise, setup } from 'xstate';

export type RegistrationUserType = 'tutor' | 'student';
export type Gender = 'Male' | 'Female' | 'Other';

/** The form as the user fills it; gender is asked of tutors only. */
export interface RegistrationValues {
  userType: RegistrationUserType;
  name: string;
  email: string;
  gender: Gender | '';
  phone: string;
  password: string;
  rePassword: string;
}

/** The body of initiate_registration and register: rePassword travels as confirmPassword. */
export interface RegistrationPayload {
  name: string;
  gender?: Gender;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  userType: RegistrationUserType;
}

export interface OtpCheck {
  email: string;
  otp: string;
}

export interface MessageOutput {
  message?: string;
}

export interface RegisterOutput {
  message?: string;
  user?: { token?: string | null };
}

export interface RegistrationContext {
  /** What the form shows when it (re)opens. */
  values: RegistrationValues;
  /** Kept from a successful first submit until the account exists or the flow resets. */
  payload: RegistrationPayload | null;
  /** Six boxes, each a digit or "". */
  otp: string[];
  error: string | null;
  /** The success banner. */
  notice: string | null;
}

export type RegistrationEvent =
  | { type: 'registration.submit'; values: RegistrationValues }
  | { type: 'otp.change'; digits: string[] }
  | { type: 'otp.submit' };

export const REGISTRATION_MESSAGES = {
  passwordMismatch: 'Passwords do not match!',
  failed: 'Registration failed. Please try again.',
  invalidOtp: 'Invalid OTP. Please try registering again.',
  alreadyRegistered: 'This email or phone number is already registered. Please login or use different credentials.',
  exception: 'An error occurred. Please try again.',
  incompleteOtp: 'Please enter all 6 digits of the OTP.',
  otpSent: 'OTP sent to your email. Please enter it below.',
  registered: 'Registration successful! Please log in.',
} as const;

export const OTP_DIGITS = 6;

export function emptyRegistrationValues(userType: RegistrationUserType = 'tutor'): RegistrationValues {
  return { userType, name: '', email: '', gender: '', phone: '', password: '', rePassword: '' };
}

export function toRegistrationPayload(values: RegistrationValues): RegistrationPayload {
  const payload: RegistrationPayload = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    password: values.password,
    confirmPassword: values.rePassword,
    userType: values.userType,
  };
  if (values.userType === 'tutor' && values.gender !== '') payload.gender = values.gender;
  return payload;
}

const emptyOtpBoxes = (): string[] => Array.from({ length: OTP_DIGITS }, () => '');

/**
 * Failures arrive in the shape of the API client's error: `{ message, status, fromServer }`.
 * A status above 0 means the server answered; 0 (or no status) means it never did.
 */
function failureOf(error: unknown): { answered: boolean; message: string | undefined } {
  if (typeof error !== 'object' || error === null) return { answered: false, message: undefined };
  const { message, status, fromServer } = error as { message?: unknown; status?: unknown; fromServer?: unknown };
  const text = fromServer === true && typeof message === 'string' && message.trim() !== '' ? message : undefined;
  return { answered: typeof status === 'number' && status > 0, message: text };
}

function registerFailureMessage(error: unknown): string {
  const failure = failureOf(error);
  if (!failure.answered) return REGISTRATION_MESSAGES.exception;
  if (failure.message?.toLowerCase().includes('already exists')) return REGISTRATION_MESSAGES.alreadyRegistered;
  return failure.message ?? REGISTRATION_MESSAGES.failed;
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    initiateRegistration: fromPromise<MessageOutput, RegistrationPayload>(async () => {
      throw new Error('The initiateRegistration actor is not provided');
    }),
    verifyRegistration: fromPromise<MessageOutput, OtpCheck>(async () => {
      throw new Error('The verifyRegistration actor is not provided');
    }),
    register: fromPromise<RegisterOutput, RegistrationPayload>(async () => {
      throw new Error('The register actor is not provided');
    }),
  },
  actions: {
    goToLoginWithSuccess: (_, _params: { message: string }) => {},
    keepValues: assign({
      values: ({ event }) => {
        assertEvent(event, 'registration.submit');
        return event.values;
      },
    }),
    keepPayload: assign({
      payload: ({ event }) => {
        assertEvent(event, 'registration.submit');
        return toRegistrationPayload(event.values);
      },
      error: null,
      notice: null,
    }),
    setOtp: assign({
      otp: ({ event }) => {
        assertEvent(event, 'otp.change');
        return Array.from({ length: OTP_DIGITS }, (_, i) => (/^\d$/.test(event.digits[i] ?? '') ? event.digits[i]! : ''));
      },
    }),
    clearMessages: assign({ error: null, notice: null }),
    resetOtpStep: assign({ otp: emptyOtpBoxes, payload: null, notice: null }),
    resetForm: assign({ values: ({ context }) => emptyRegistrationValues(context.values.userType) }),
  },
  guards: {
    isPasswordConfirmed: ({ event }) => {
      assertEvent(event, 'registration.submit');
      return event.values.password === event.values.rePassword;
    },
    isOtpComplete: ({ context }) => context.otp.length === OTP_DIGITS && context.otp.every((d) => /^\d$/.test(d)),
    isAnsweredByServer: ({ event }) => failureOf((event as { error?: unknown }).error).answered,
    hasToken: ({ event }) => {
      const output = (event as { output?: RegisterOutput }).output;
      return typeof output?.user?.token === 'string' && output.user.token !== '';
    },
  },
}).createMachine({
  id: 'registration',
  context: {
    values: emptyRegistrationValues(),
    payload: null,
    otp: emptyOtpBoxes(),
    error: null,
    notice: null,
  },
  initial: 'form',
  states: {
    form: {
      on: {
        'registration.submit': [
          { guard: 'isPasswordConfirmed', target: 'initiating', actions: ['keepValues', 'keepPayload'] },
          {
            target: 'form',
            actions: ['keepValues', assign({ error: REGISTRATION_MESSAGES.passwordMismatch, notice: null })],
          },
        ],
      },
    },
    initiating: {
      tags: ['loading'],
      invoke: {
        src: 'initiateRegistration',
        input: ({ context }) => context.payload!,
        onDone: {
          target: 'otp',
          actions: assign({
            otp: emptyOtpBoxes,
            error: null,
            notice: ({ event }) => event.output.message?.trim() || REGISTRATION_MESSAGES.otpSent,
          }),
        },
        onError: {
          target: 'form',
          actions: assign({
            payload: null,
            error: ({ event }) => failureOf(event.error).message ?? REGISTRATION_MESSAGES.failed,
          }),
        },
      },
    },
    otp: {
      tags: ['otp'],
      on: {
        'otp.change': { actions: 'setOtp' },
        'otp.submit': [
          { guard: 'isOtpComplete', target: 'verifying', actions: 'clearMessages' },
          { actions: assign({ error: REGISTRATION_MESSAGES.incompleteOtp }) },
        ],
      },
    },
    verifying: {
      tags: ['otp', 'loading'],
      invoke: {
        src: 'verifyRegistration',
        input: ({ context }) => ({ email: context.payload!.email, otp: context.otp.join('') }),
        onDone: { target: 'registering' },
        onError: [
          {
            // The server refused the code: back to the form, whose values are kept.
            guard: 'isAnsweredByServer',
            target: 'form',
            actions: ['resetOtpStep', assign({ error: REGISTRATION_MESSAGES.invalidOtp })],
          },
          // No answer: the code may be good, so the user can try it again.
          { target: 'otp', actions: assign({ error: REGISTRATION_MESSAGES.exception }) },
        ],
      },
    },
    registering: {
      tags: ['otp', 'loading'],
      invoke: {
        src: 'register',
        input: ({ context }) => context.payload!,
        onDone: [
          {
            guard: 'hasToken',
            target: 'done',
            actions: [
              assign({ notice: REGISTRATION_MESSAGES.registered, error: null }),
              { type: 'goToLoginWithSuccess', params: { message: REGISTRATION_MESSAGES.registered } },
            ],
          },
          {
            target: 'form',
            actions: ['resetOtpStep', 'resetForm', assign({ error: REGISTRATION_MESSAGES.failed })],
          },
        ],
        onError: {
          target: 'form',
          actions: [
            'resetOtpStep',
            'resetForm',
            assign({ error: ({ event }) => registerFailureMessage(event.error) }),
          ],
        },
      },
    },
    done: {
      tags: ['success'],
      type: 'final',
    },
  },
});
