import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  OTP_DIGITS,
  emptyOtpStep,
  failureMessage,
  otpCodeStep,
  otpFailureOf,
  type OtpStepContext,
  type OtpStepEvent,
} from '../otp-code';
import {
  registrationBodySchema,
  type OtpBody,
  type OtpChannel,
  type OtpSentResponse,
  type RegisterResponse,
  type RegistrationBody,
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

/** The form, what was sent, and the code step's boxes, status and banners. */
export interface RegistrationContext extends OtpStepContext {
  /** What the form shows when it (re)opens. */
  values: RegistrationValues;
  /** Kept from a successful first submit until the account exists or the flow resets. */
  payload: RegistrationPayload | null;
  /** Where the last code went; the e-mail when the server did not say. */
  sentTo: OtpChannel[];
}

export type RegistrationEvent = { type: 'registration.submit'; values: RegistrationValues } | OtpStepEvent;

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
 * Why the contract's registration schema refuses the form (its first issue: the server says the same), or null.
 * Passwords that differ are its "Passwords do not match!" (REGISTRATION_MESSAGES.passwordMismatch).
 */
function registrationRefusal(values: RegistrationValues): string | null {
  const result = registrationBodySchema.safeParse(toRegistrationPayload(values));
  return result.success ? null : (result.error.issues[0]?.message ?? REGISTRATION_MESSAGES.failed);
}

function registerFailureMessage(error: unknown): string {
  // The API client's error `{ message, status, fromServer, body }`: a status above 0 means the server answered.
  const failure = otpFailureOf(error);
  if (!failure.answered) return REGISTRATION_MESSAGES.exception;
  if (failure.message?.toLowerCase().includes('already exists')) return REGISTRATION_MESSAGES.alreadyRegistered;
  return failure.message ?? REGISTRATION_MESSAGES.failed;
}

const codeStep = otpCodeStep<RegistrationContext, RegistrationEvent>();

/** Where the code went, from what initiate_registration answered. */
const keepSentTo = ({ context, event }: { context: RegistrationContext; event: { output: MessageOutput } }) => ({
  sentTo: sentToOf(event.output, context.payload),
});

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
    ...codeStep.actions,
    resetOtpStep: assign(() => {
      const { otp, code } = emptyOtpStep();
      return { otp, code, payload: null, notice: null };
    }),
    resetForm: assign({ values: ({ context }) => emptyRegistrationValues(context.values.userType) }),
  },
  guards: {
    /** The body passes the contract's registration schema (what initiate_registration checks too). */
    isPayloadValid: ({ event }) => {
      assertEvent(event, 'registration.submit');
      return registrationRefusal(event.values) === null;
    },
    ...codeStep.guards,
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
    ...emptyOtpStep(),
    sentTo: ['email'],
  },
  initial: 'form',
  states: {
    form: {
      on: {
        'registration.submit': [
          { guard: 'isPayloadValid', target: 'initiating', actions: ['keepValues', 'keepPayload'] },
          {
            target: 'form',
            actions: [
              'keepValues',
              assign({ error: ({ event }) => registrationRefusal(event.values) ?? REGISTRATION_MESSAGES.failed, notice: null }),
            ],
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
          actions: codeStep.sent<MessageOutput>((args) => ({
            ...keepSentTo(args),
            error: null,
            notice: args.event.output.message?.trim() || REGISTRATION_MESSAGES.otpSent,
          })),
        },
        onError: {
          target: 'form',
          actions: assign({
            payload: null,
            error: ({ event }) => failureMessage(event.error, REGISTRATION_MESSAGES.failed),
          }),
        },
      },
    },
    otp: codeStep.entry({
      verify: 'verifying',
      resend: 'resending',
      incomplete: REGISTRATION_MESSAGES.incompleteOtp,
      keepNotice: true,
    }),
    // A new code for the same details: initiate_registration again (its once-a-minute rule answers 429).
    resending: {
      tags: ['otp', 'loading', 'resending'],
      invoke: {
        src: 'initiateRegistration',
        input: ({ context }) => context.payload!,
        ...codeStep.resent<MessageOutput>({ step: 'otp', failed: REGISTRATION_MESSAGES.exception, also: keepSentTo }),
      },
    },
    verifying: {
      tags: ['otp', 'loading'],
      invoke: {
        src: 'verifyRegistration',
        input: ({ context }) => otpCheckOf(context.payload!, context.otp.join('')),
        onDone: { target: 'registering' },
        onError: codeStep.verifyFailed({
          step: 'otp',
          refused: REGISTRATION_MESSAGES.invalidOtp,
          unanswered: REGISTRATION_MESSAGES.exception,
        }),
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
