import { createEffect, createEvent, createStore, sample, split } from 'effector';
import { fieldErrorsOf, publicTutorRequestBodySchema, submitErrorMessage, type PublicTutorRequestBody, type SubmitFeedback } from '@/shared/api';
import { areaKeptIn, classesOf } from '@/shared/config';
import { createTutorRequest } from '../api/tutor-request-api';

export interface HireTutorValues {
  studentName: string;
  phone: string;
  medium: string;
  classLevel: string;
  subjects: string[];
  district: string;
  area: string;
  address: string;
  agreedToTerms: boolean;
}
export type HireTutorField = keyof HireTutorValues;
export type HireTutorTextField = Exclude<HireTutorField, 'subjects' | 'agreedToTerms'>;
export type HireTutorErrors = Partial<Record<HireTutorField, string>>;
export type HireTutorStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';
export type HireTutorFeedback = SubmitFeedback;

export const HIRE_TUTOR_SUCCESS_MESSAGE =
  'Your tutor request has been submitted successfully. Our representative will contact you within 24 hours.';
export const HIRE_TUTOR_FAILURE_MESSAGE = 'Failed to submit your request. Please try again.';
export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';

export const EMPTY_HIRE_TUTOR_VALUES: HireTutorValues = {
  studentName: '',
  phone: '',
  medium: '',
  classLevel: '',
  subjects: [],
  district: '',
  area: '',
  address: '',
  agreedToTerms: false,
};

export const hireTutorFieldChanged = createEvent<{ field: HireTutorTextField; value: string }>();
export const hireTutorTermsChanged = createEvent<boolean>();
export const hireTutorSubjectAdded = createEvent<string>();
export const hireTutorSubjectRemoved = createEvent<string>();
export const hireTutorFormSubmitted = createEvent();
/** The visitor left the page: the draft stays, the last result and messages go. */
export const hireTutorFormClosed = createEvent();

export const submitTutorRequestFx = createEffect((body: PublicTutorRequestBody) => createTutorRequest(body));

function withField(values: HireTutorValues, field: HireTutorTextField, value: string): HireTutorValues {
  const next = { ...values, [field]: value };
  // A class or area that the new category or district does not offer is cleared.
  if (field === 'medium' && !(classesOf(value) as readonly string[]).includes(next.classLevel)) next.classLevel = '';
  if (field === 'district') next.area = areaKeptIn(value, next.area);
  return next;
}

export const $hireTutorValues = createStore<HireTutorValues>(EMPTY_HIRE_TUTOR_VALUES)
  .on(hireTutorFieldChanged, (values, { field, value }) => withField(values, field, value))
  .on(hireTutorTermsChanged, (values, agreedToTerms) => ({ ...values, agreedToTerms }))
  .on(hireTutorSubjectAdded, (values, subject) => {
    const name = subject.trim();
    // A subject cannot be added twice.
    if (!name || values.subjects.includes(name)) return values;
    return { ...values, subjects: [...values.subjects, name] };
  })
  .on(hireTutorSubjectRemoved, (values, subject) => ({
    ...values,
    subjects: values.subjects.filter((name) => name !== subject),
  }))
  .reset(submitTutorRequestFx.done);

function without(errors: HireTutorErrors, ...fields: HireTutorField[]): HireTutorErrors {
  if (!fields.some((field) => field in errors)) return errors;
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

export const $hireTutorErrors = createStore<HireTutorErrors>({})
  .on(hireTutorFieldChanged, (errors, { field }) => without(errors, field))
  .on(hireTutorTermsChanged, (errors) => without(errors, 'agreedToTerms'))
  .on(hireTutorSubjectAdded, (errors) => without(errors, 'subjects'))
  .reset(submitTutorRequestFx, hireTutorFormClosed);

export const $hireTutorStatus = createStore<HireTutorStatus>('idle')
  .on(submitTutorRequestFx, () => 'submitting')
  .on(submitTutorRequestFx.done, () => 'succeeded')
  .on(submitTutorRequestFx.fail, () => 'failed')
  .reset(hireTutorFormClosed);

export const $hireTutorFeedback = createStore<HireTutorFeedback | null>(null)
  .on(submitTutorRequestFx.done, () => ({ tone: 'success', message: HIRE_TUTOR_SUCCESS_MESSAGE }))
  .on(submitTutorRequestFx.fail, (_, { error }) => ({
    tone: 'error',
    message: submitErrorMessage(error, HIRE_TUTOR_FAILURE_MESSAGE),
  }))
  .reset(hireTutorFormSubmitted, hireTutorFormClosed);

type Checked = { ok: true; body: PublicTutorRequestBody } | { ok: false; errors: HireTutorErrors };

/** The form checked with the contract's schema (the server checks the same). */
export function checkHireTutorForm(values: HireTutorValues): Checked {
  const result = publicTutorRequestBodySchema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const errors = fieldErrorsOf<HireTutorField>(result.error);
  if (errors.phone && !values.phone.trim()) errors.phone = PHONE_REQUIRED_MESSAGE;
  return { ok: false, errors };
}

const checked = sample({
  clock: hireTutorFormSubmitted,
  source: { values: $hireTutorValues, submitting: submitTutorRequestFx.pending },
  filter: ({ submitting }) => !submitting,
  fn: ({ values }) => checkHireTutorForm(values),
});

const { valid, invalid } = split(checked, {
  valid: (result): result is Extract<Checked, { ok: true }> => result.ok,
  invalid: (result): result is Extract<Checked, { ok: false }> => !result.ok,
});

sample({ clock: invalid, fn: (result) => result.errors, target: $hireTutorErrors });
sample({ clock: valid, fn: (result) => result.body, target: submitTutorRequestFx });
