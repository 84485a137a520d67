import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { z } from 'zod';
import { studentTutorRequestBodySchema, type StudentTutorRequestBody } from '../../src/shared/api/contract';

/** The wizard's three steps, in order; the machine's editing states carry the same names. */
export const TUTOR_REQUEST_STEPS = ['studentInfo', 'tuitionInfo', 'tutorDetails'] as const;
export type TutorRequestStep = (typeof TUTOR_REQUEST_STEPS)[number];

/** The request's choices, as the contract's tutor-request body has them. */
export type TutorRequestStudentGender = StudentTutorRequestBody['studentGender'];
export type TutorRequestTutoringType = StudentTutorRequestBody['tutoringType'];
export type TutorRequestPreferredTutor = NonNullable<StudentTutorRequestBody['preferredTutor']>;

/** What the form holds. A select not yet chosen is ''; a number box left empty is ''. */
export interface TutorRequestValues {
  studentName: string;
  noOfStudents: number | '';
  studentGender: TutorRequestStudentGender | '';
  institution: string;
  district: string;
  area: string;
  locationDetails: string;
  /** The category ("Bangla Medium", ...). */
  medium: string;
  classLevel: string;
  subjects: string[];
  tutoringType: TutorRequestTutoringType | '';
  preferredTutor: TutorRequestPreferredTutor;
  days: number | '';
  tutoringTime: string;
  salary: string;
  notes: string;
  /** Form only: never sent. */
  agreeTerms: boolean;
}

export type TutorRequestField = keyof TutorRequestValues;
/** Fields set with `field.change` (subjects have their own events). */
export type TutorRequestEditableField = Exclude<TutorRequestField, 'subjects'>;
export type TutorRequestErrors = Partial<Record<TutorRequestField, string>>;

/**
 * A checked request, trimmed, as the submit actor receives it (no agreeTerms, no "All"): the contract's tutor-request
 * body as it parses, with the area under the form's name (the app sends it as location) and the record-only fields
 * left to the app.
 */
export type TutorRequestSubmission = Omit<
  z.output<typeof studentTutorRequestBodySchema>,
  'location' | 'studentId' | 'postedAt'
> & { area: string };

export interface TutorRequestContext {
  values: TutorRequestValues;
  /** The current step's messages, per field; a step with any keeps the user on it. */
  errors: TutorRequestErrors;
  /** Why the last submit failed. */
  submitError: string | null;
  /** Shown inline (with a link to the posted jobs) after a request went through. */
  successMessage: string | null;
  /** The values came from a saved draft: the form says "Draft restored" until the draft is submitted or discarded. */
  draftRestored: boolean;
}

/** Prefilled values, for resuming a request (stories, a saved draft). */
export interface TutorRequestInput {
  values?: Partial<TutorRequestValues>;
  /** The values are a draft the user left (reload, closed tab, another page). */
  draftRestored?: boolean;
}

type FieldChangeEvent = {
  [K in TutorRequestEditableField]: { type: 'field.change'; field: K; value: TutorRequestValues[K] };
}[TutorRequestEditableField];

export type TutorRequestEvent =
  | FieldChangeEvent
  | { type: 'subject.add'; subject: string }
  | { type: 'subject.remove'; subject: string }
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'submit' }
  /** Start over: the restored draft is thrown away. */
  | { type: 'draft.discard' };

/** The contract's tutor-request body, field by field; the form's area is the body's location. */
const BODY_FIELDS = studentTutorRequestBodySchema.shape;
type CheckedField = Exclude<TutorRequestField, 'agreeTerms'>;
const bodyFieldOf = (field: CheckedField) => BODY_FIELDS[field === 'area' ? 'location' : field];

/** The contract's sentence for a field left empty (what the server answers too). */
const emptyMessage = (field: CheckedField, empty: unknown = ''): string =>
  bodyFieldOf(field).safeParse(empty).error?.issues[0]?.message ?? '';

export const TUTOR_REQUEST_MESSAGES = {
  success: 'Your tutor request has been submitted successfully!',
  failed: 'Failed to submit request',
  unexpected: 'An error occurred while submitting your request',
  terms: 'Please agree to our terms and policy.',
  subjects: emptyMessage('subjects', []),
  studentName: emptyMessage('studentName'),
  noOfStudents: emptyMessage('noOfStudents', 0),
  studentGender: emptyMessage('studentGender'),
  district: emptyMessage('district'),
  area: emptyMessage('area'),
  medium: emptyMessage('medium'),
  classLevel: emptyMessage('classLevel'),
  tutoringType: emptyMessage('tutoringType'),
  days: emptyMessage('days', 0),
  tutoringTime: emptyMessage('tutoringTime'),
  salary: emptyMessage('salary'),
} as const;

/** The spec's defaults: 1 student, home tutoring, no tutor preference, 3 days a week. */
export const TUTOR_REQUEST_DEFAULTS: Readonly<TutorRequestValues> = Object.freeze({
  studentName: '',
  noOfStudents: 1,
  studentGender: '',
  institution: '',
  district: '',
  area: '',
  locationDetails: '',
  medium: '',
  classLevel: '',
  subjects: [],
  tutoringType: 'home',
  preferredTutor: 'any',
  days: 3,
  tutoringTime: '',
  salary: '',
  notes: '',
  agreeTerms: false,
});

/** The catch-all "All" entry of the old subject list: never offered, never sent. */
export const EXCLUDED_SUBJECT = 'All';

/** The fields each step checks, with the contract's rules (the server checks the same on submit). */
const STEP_FIELDS: Record<TutorRequestStep, readonly CheckedField[]> = {
  studentInfo: ['studentName', 'noOfStudents', 'studentGender', 'institution', 'district', 'area', 'locationDetails'],
  tuitionInfo: ['medium', 'classLevel', 'subjects', 'tutoringType'],
  tutorDetails: ['preferredTutor', 'days', 'tutoringTime', 'salary', 'notes'],
};

/**
 * Which fields of a step are wrong, and why (the contract's first message for each); an empty object when the step
 * is complete. "All" is never a subject: it is left out before the check.
 */
export function validateTutorRequestStep(step: TutorRequestStep, values: TutorRequestValues): TutorRequestErrors {
  const errors: TutorRequestErrors = {};
  for (const field of STEP_FIELDS[step]) {
    const value = field === 'subjects' ? values.subjects.filter((subject) => subject !== EXCLUDED_SUBJECT) : values[field];
    const issue = bodyFieldOf(field).safeParse(value).error?.issues[0];
    if (issue) errors[field] = issue.message;
  }
  if (step === 'tutorDetails' && !values.agreeTerms) errors.agreeTerms = TUTOR_REQUEST_MESSAGES.terms;
  return errors;
}

const isComplete = (step: TutorRequestStep, values: TutorRequestValues) =>
  Object.keys(validateTutorRequestStep(step, values)).length === 0;

/** The values of a complete request, trimmed, as the submit actor receives them. */
export function toTutorRequestSubmission(values: TutorRequestValues): TutorRequestSubmission {
  return {
    studentName: values.studentName.trim(),
    noOfStudents: Number(values.noOfStudents),
    studentGender: values.studentGender as TutorRequestStudentGender,
    institution: values.institution.trim(),
    district: values.district.trim(),
    area: values.area.trim(),
    locationDetails: values.locationDetails.trim(),
    medium: values.medium.trim(),
    classLevel: values.classLevel.trim(),
    subjects: values.subjects.filter((subject) => subject !== EXCLUDED_SUBJECT),
    tutoringType: values.tutoringType as TutorRequestTutoringType,
    preferredTutor: values.preferredTutor,
    days: Number(values.days),
    tutoringTime: values.tutoringTime.trim(),
    salary: values.salary.trim(),
    notes: values.notes.trim(),
  };
}

/**
 * The message for a failed submit. Actors reject with the API client's error shape
 * (`{ message, status, fromServer }`): its server message, else "Failed to submit request".
 * Anything else (a bug, a thrown Error) shows its own message, else the generic one.
 */
export function describeSubmitError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { message, status, fromServer } = error as { message?: unknown; status?: unknown; fromServer?: unknown };
    const hasText = typeof message === 'string' && message.trim() !== '';
    if (typeof status === 'number' && typeof fromServer === 'boolean') {
      return fromServer && hasText ? (message as string) : TUTOR_REQUEST_MESSAGES.failed;
    }
    if (hasText) return message as string;
  }
  return TUTOR_REQUEST_MESSAGES.unexpected;
}

function withoutError(errors: TutorRequestErrors, ...fields: TutorRequestField[]): TutorRequestErrors {
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

const freshValues = (): TutorRequestValues => ({ ...TUTOR_REQUEST_DEFAULTS, subjects: [] });

/** Nothing typed yet (the spec's defaults): there is nothing to keep or to lose. */
export function isPristineTutorRequest(values: TutorRequestValues): boolean {
  return (Object.keys(TUTOR_REQUEST_DEFAULTS) as TutorRequestField[]).every((field) =>
    field === 'subjects' ? values.subjects.length === 0 : values[field] === TUTOR_REQUEST_DEFAULTS[field],
  );
}

/**
 * A stored draft's values, checked field by field against the defaults' types (a draft written by an older
 * client, or edited by hand, must not break the form); null when nothing usable is left.
 */
export function parseTutorRequestDraft(value: unknown): Partial<TutorRequestValues> | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const draft: Record<string, unknown> = {};
  for (const [field, fallback] of Object.entries(TUTOR_REQUEST_DEFAULTS)) {
    const candidate = stored[field];
    if (field === 'subjects') {
      if (Array.isArray(candidate) && candidate.every((subject) => typeof subject === 'string')) draft[field] = candidate;
    } else if (typeof fallback === 'number') {
      if (candidate === '' || (typeof candidate === 'number' && Number.isFinite(candidate))) draft[field] = candidate;
    } else if (typeof candidate === typeof fallback) {
      draft[field] = candidate;
    }
  }
  return Object.keys(draft).length > 0 ? (draft as Partial<TutorRequestValues>) : null;
}

const saveDraft = {
  type: 'saveDraft',
  params: ({ context }: { context: TutorRequestContext }) => ({ values: context.values }),
} as const;

export const tutorRequestWizardMachine = setup({
  types: {
    context: {} as TutorRequestContext,
    events: {} as TutorRequestEvent,
    input: {} as TutorRequestInput | undefined,
  },
  actors: {
    submitRequest: fromPromise<unknown, TutorRequestSubmission>(async () => {
      throw new Error('The submitRequest actor is not provided');
    }),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const values = { ...context.values, [event.field]: event.value } as TutorRequestValues;
      const cleared: TutorRequestField[] = [event.field];
      // Areas belong to a district and classes to a category: a new parent empties the child.
      if (event.field === 'district' && event.value !== context.values.district) {
        values.area = '';
        cleared.push('area');
      }
      if (event.field === 'medium' && event.value !== context.values.medium) {
        values.classLevel = '';
        cleared.push('classLevel');
      }
      return { values, errors: withoutError(context.errors, ...cleared) };
    }),
    addSubject: assign(({ context, event }) => {
      assertEvent(event, 'subject.add');
      const subject = event.subject.trim();
      if (subject === '' || subject === EXCLUDED_SUBJECT || context.values.subjects.includes(subject)) return {};
      return {
        values: { ...context.values, subjects: [...context.values.subjects, subject] },
        errors: withoutError(context.errors, 'subjects'),
      };
    }),
    removeSubject: assign(({ context, event }) => {
      assertEvent(event, 'subject.remove');
      return {
        values: { ...context.values, subjects: context.values.subjects.filter((subject) => subject !== event.subject) },
      };
    }),
    showStepErrors: assign({
      errors: ({ context }, params: { step: TutorRequestStep }) => validateTutorRequestStep(params.step, context.values),
    }),
    clearErrors: assign({ errors: {}, submitError: null }),
    clearSuccess: assign({ successMessage: null }),
    resetForm: assign({
      values: () => freshValues(),
      errors: {},
      submitError: null,
      successMessage: TUTOR_REQUEST_MESSAGES.success,
    }),
    reportFailure: assign({
      submitError: (_, params: { error: unknown }) => describeSubmitError(params.error),
    }),
    notifySuccess: (_, _params: { message: string }) => {},
    /** Keeps what was typed (the app: localStorage per user), so a reload or a closed tab loses nothing. */
    saveDraft: (_, _params: { values: TutorRequestValues }) => {},
    /** Forgets the draft: after a successful submit, or when the user starts over. */
    clearDraft: () => {},
    forgetRestoredDraft: assign({ draftRestored: false }),
    startOver: assign({ values: () => freshValues(), errors: {}, submitError: null, draftRestored: false }),
  },
  guards: {
    isStudentInfoComplete: ({ context }) => isComplete('studentInfo', context.values),
    isTuitionInfoComplete: ({ context }) => isComplete('tuitionInfo', context.values),
    isTutorDetailsComplete: ({ context }) => isComplete('tutorDetails', context.values),
  },
}).createMachine({
  id: 'tutorRequestWizard',
  context: ({ input }) => ({
    values: { ...freshValues(), ...input?.values, subjects: [...(input?.values?.subjects ?? [])] },
    errors: {},
    submitError: null,
    successMessage: null,
    draftRestored: input?.draftRestored === true,
  }),
  initial: 'studentInfo',
  on: {
    'field.change': { actions: ['changeField', saveDraft] },
    'subject.add': { actions: ['addSubject', saveDraft] },
    'subject.remove': { actions: ['removeSubject', saveDraft] },
    'draft.discard': { target: '.studentInfo', actions: ['startOver', 'clearDraft'] },
  },
  states: {
    studentInfo: {
      on: {
        'step.next': [
          { guard: 'isStudentInfoComplete', target: 'tuitionInfo', actions: ['clearErrors', 'clearSuccess'] },
          { actions: [{ type: 'showStepErrors', params: { step: 'studentInfo' } }, 'clearSuccess'] },
        ],
      },
    },
    tuitionInfo: {
      on: {
        'step.next': [
          { guard: 'isTuitionInfoComplete', target: 'tutorDetails', actions: 'clearErrors' },
          { actions: { type: 'showStepErrors', params: { step: 'tuitionInfo' } } },
        ],
        'step.previous': { target: 'studentInfo', actions: 'clearErrors' },
      },
    },
    tutorDetails: {
      on: {
        submit: [
          // Earlier steps were checked by their Next; a resumed or edited request is checked again.
          {
            guard: not('isStudentInfoComplete'),
            target: 'studentInfo',
            actions: { type: 'showStepErrors', params: { step: 'studentInfo' } },
          },
          {
            guard: not('isTuitionInfoComplete'),
            target: 'tuitionInfo',
            actions: { type: 'showStepErrors', params: { step: 'tuitionInfo' } },
          },
          { guard: 'isTutorDetailsComplete', target: 'submitting', actions: 'clearErrors' },
          { actions: { type: 'showStepErrors', params: { step: 'tutorDetails' } } },
        ],
        'step.previous': { target: 'tuitionInfo', actions: 'clearErrors' },
      },
    },
    submitting: {
      tags: ['loading'],
      // The form is locked while the request is on its way.
      on: {
        'field.change': {},
        'subject.add': {},
        'subject.remove': {},
        'draft.discard': {},
      },
      invoke: {
        src: 'submitRequest',
        input: ({ context }) => toTutorRequestSubmission(context.values),
        onDone: {
          target: 'studentInfo',
          actions: [
            'resetForm',
            'clearDraft',
            'forgetRestoredDraft',
            { type: 'notifySuccess', params: { message: TUTOR_REQUEST_MESSAGES.success } },
          ],
        },
        onError: {
          target: 'tutorDetails',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
