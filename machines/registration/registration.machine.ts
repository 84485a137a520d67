import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  OTP_CODE_MESSAGES,
  OTP_DIGITS,
  emptyOtpBoxes,
  freshOtpCodeStatus,
  otpBoxesOf,
  otpFailureOf,
  statusAfterRefusal,
  statusAfterResendRefusal,
  type OtpCodeStatus,
} from '../otp-code';
import type {
  OtpBody,
  OtpChannel,
  OtpSentResponse,
  RegisterResponse,
  RegistrationBody,
} from '../../src/shared/api/contract';

export type { OtpChannel };
/** The body of initiate_registration and register (the contract's): rePassword travels as confirmPassword. */
export type RegistrationPayload = RegistrationBody;
export type RegistrationUserType = RegistrationBody['userType'];
export type Gender = NonNullable<RegistrationBody['gender']>;

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

/** The code's address (the contract's OTP body): the e-mail when one was given, else the mobile number. */
export type OtpCheck = OtpBody;

/** What the code routes answer (the contract's otpSent answer; verify sends only a message). */
export type MessageOutput = Partial<Pick<OtpSentResponse, 'message' | 'resendAfterSeconds' | 'sentTo'>>;

/** What register answers (the contract's register answer), as far as this flow reads it. */
export type RegisterOutput = Partial<Pick<RegisterResponse, 'message'>> & {
  user?: Partial<Pick<RegisterResponse['user'], 'token'>>;
};

export interface RegistrationContext {
  /** What the form shows when it (re)opens. */
  values: RegistrationValues;
  /** Kept from a successful first submit until the account exists or the flow resets. */
  payload: RegistrationPayload | null;
  /** Six boxes, each a digit or "". */
  otp: string[];
  /** Tries left, a dead code, and when Resend opens. */
  code: OtpCodeStatus;
  error: string | null;
  /** The success banner. */
  notice: string | null;
  /** Where the last code went; the e-mail when the server did not say. */
  sentTo: OtpChannel[];
}

export type RegistrationEvent =
  | { type: 'registration.submit'; values: RegistrationValues }
  | { type: 'otp.change'; digits: string[] }
  | { type: 'otp.submit' }
  /** Mail a new code (the server allows one a minute). */
  | { type: 'otp.resend' };

export const REGISTRATION_MESSAGES = {
  passwordMismatch: 'Passwords do not match!',
  failed: 'Registration failed. Please try again.',
  /** A refused code without the server's sentence (the server's says how many tries are left). */
  invalidOtp: 'That code is not right. Please check the e-mail and try again.',
  alreadyRegistered: 'This email or phone number is already registered. Please login or use different credentials.',
  exception: 'An error occurred. Please try again.',
  incompleteOtp: 'Please enter all 6 digits of the OTP.',
  otpSent: 'OTP sent to your email. Please enter it below.',
  registered: 'Registration successful! Please log in.',
} as const;

export { OTP_DIGITS };

export function emptyRegistrationValues(userType: RegistrationUserType = 'tutor'): RegistrationValues {
  return { userType, name: '', email: '', gender: '', phone: '', password: '', rePassword: '' };
}

/** Where the code went: as the server said, else the e-mail when one was given, else the phone. */
export function sentToOf(output: MessageOutput, payload?: RegistrationPayload | null): OtpChannel[] {
  if (output.sentTo && output.sentTo.length > 0) return output.sentTo;
  return payload && !payload.email ? ['phone'] : ['email'];
}

/** The verify body: the e-mail when one was given, else the phone (the server keys the code so). */
export function otpCheckOf(payload: RegistrationPayload, otp: string): OtpCheck {
  return payload.email ? { email: payload.email, otp } : { phone: payload.phone, otp };
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

/**
 * Failures arrive in the shape of the API client's error: `{ message, status, fromServer, body }`.
 * A status above 0 means the server answered; 0 (or no status) means it never did.
 */
const failureOf = otpFailureOf;

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
        return otpBoxesOf(event.digits);
      },
    }),
    clearMessages: assign({ error: null, notice: null }),
    resetOtpStep: assign({
      otp: emptyOtpBoxes,
      payload: null,
      notice: null,
      code: { triesLeft: null, codeExpired: false, resendAvailableAt: null },
    }),
    resetForm: assign({ values: ({ context }) => emptyRegistrationValues(context.values.userType) }),
  },
  guards: {
    isPasswordConfirmed: ({ event }) => {
      assertEvent(event, 'registration.submit');
      return event.values.password === event.values.rePassword;
    },
    isOtpComplete: ({ context }) => context.otp.length === OTP_DIGITS && context.otp.every((d) => /^\d$/.test(d)),
    isAnsweredByServer: ({ event }) => failureOf((event as { error?: unknown }).error).answered,
    isCodeDead: ({ context }) => context.code.codeExpired,
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
    code: { triesLeft: null, codeExpired: false, resendAvailableAt: null },
    error: null,
    notice: null,
    sentTo: ['email'],
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
            code: ({ event }) => freshOtpCodeStatus(event.output.resendAfterSeconds),
            sentTo: ({ context, event }) => sentToOf(event.output, context.payload),
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
          // A dead code is not sent again: the step says to ask for a new one.
          { guard: 'isCodeDead', actions: assign({ error: OTP_CODE_MESSAGES.expiredHint, notice: null }) },
          { guard: 'isOtpComplete', target: 'verifying', actions: 'clearMessages' },
          { actions: assign({ error: REGISTRATION_MESSAGES.incompleteOtp }) },
        ],
        'otp.resend': { target: 'resending', actions: 'clearMessages' },
      },
    },
    // A new code for the same details: initiate_registration again (its once-a-minute rule answers 429).
    resending: {
      tags: ['otp', 'loading', 'resending'],
      invoke: {
        src: 'initiateRegistration',
        input: ({ context }) => context.payload!,
        onDone: {
          target: 'otp',
          actions: assign({
            otp: emptyOtpBoxes,
            code: ({ event }) => freshOtpCodeStatus(event.output.resendAfterSeconds),
            sentTo: ({ context, event }) => sentToOf(event.output, context.payload),
            error: null,
            notice: OTP_CODE_MESSAGES.resent,
          }),
        },
        onError: {
          target: 'otp',
          actions: assign({
            code: ({ context, event }) => statusAfterResendRefusal(context.code, failureOf(event.error)),
            error: ({ event }) => failureOf(event.error).message ?? REGISTRATION_MESSAGES.exception,
          }),
        },
      },
    },
    verifying: {
      tags: ['otp', 'loading'],
      invoke: {
        src: 'verifyRegistration',
        input: ({ context }) => otpCheckOf(context.payload!, context.otp.join('')),
        onDone: { target: 'registering' },
        onError: [
          {
            // The server refused the code: stay on the step, saying why (tries left, expired) and offering Resend.
            guard: 'isAnsweredByServer',
            target: 'otp',
            actions: assign({
              otp: emptyOtpBoxes,
              code: ({ context, event }) => statusAfterRefusal(context.code, failureOf(event.error)),
              error: ({ event }) => failureOf(event.error).message ?? REGISTRATION_MESSAGES.invalidOtp,
            }),
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
