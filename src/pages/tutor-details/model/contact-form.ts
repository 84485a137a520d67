import { createEffect, createEvent, createStore, sample } from 'effector';
import { fieldErrorsOf, NETWORK_ERROR_MESSAGE, submitErrorMessage, tutorsContract, type SubmitFeedback, type TutorContactBody } from '@/shared/api';
import { sendTutorContact } from '../api/contact-api';

export type ContactField = 'name' | 'phone' | 'message';
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;
export type ContactStatus = 'idle' | 'sending' | 'sent' | 'failed';
export type ContactFeedback = SubmitFeedback;

export const CONTACT_SUCCESS_MESSAGE = 'Your message has been sent. Our team will contact you shortly.';
export const CONTACT_FAILURE_MESSAGE = 'Failed to send your message. Please try again.';
const EMPTY_VALUES: ContactValues = { name: '', phone: '', message: '' };

/** The details page of this tutor opened: a fresh form. */
export const contactFormOpened = createEvent<string>();
export const contactFieldChanged = createEvent<{ field: ContactField; value: string }>();
export const contactFormSubmitted = createEvent();

export const sendTutorContactFx = createEffect(({ tutorId, body }: { tutorId: string; body: TutorContactBody }) =>
  sendTutorContact(tutorId, body),
);

/**
 * Checks the form with the contact route's body schema, which loads with the first send (the contract's tutor file
 * and zod are no part of the page's first load: issue 15, "ship less").
 */
const checkContactFx = createEffect(async ({ tutorId, values }: { tutorId: string; values: ContactValues }) => ({
  tutorId,
  result: (await tutorsContract.contact.load()).body.safeParse(values),
}));

const $tutorId = createStore<string | null>(null);
/** Another tutor's page: the draft of the last one is dropped (coming back to the same tutor keeps it). */
const tutorChanged = sample({
  clock: contactFormOpened,
  source: $tutorId,
  filter: (current, id) => current !== id,
  fn: (_, id) => id,
});
$tutorId.on(tutorChanged, (_, id) => id);

export const $contactValues = createStore<ContactValues>(EMPTY_VALUES)
  .on(contactFieldChanged, (values, { field, value }) => ({ ...values, [field]: value }))
  .reset(tutorChanged, sendTutorContactFx.done);

export const $contactErrors = createStore<ContactErrors>({})
  .on(contactFieldChanged, (errors, { field }) => {
    if (!(field in errors)) return errors;
    const next = { ...errors };
    delete next[field];
    return next;
  })
  .reset(tutorChanged, sendTutorContactFx);

export const $contactStatus = createStore<ContactStatus>('idle')
  .on(sendTutorContactFx, () => 'sending')
  .on(sendTutorContactFx.done, () => 'sent')
  .on(sendTutorContactFx.fail, () => 'failed')
  .reset(contactFormOpened);

export const $contactFeedback = createStore<ContactFeedback | null>(null)
  .on(sendTutorContactFx.done, () => ({ tone: 'success', message: CONTACT_SUCCESS_MESSAGE }))
  .on(sendTutorContactFx.fail, (_, { error }) => ({
    tone: 'error',
    message: submitErrorMessage(error, CONTACT_FAILURE_MESSAGE),
  }))
  // The check's schema could not be loaded (offline): nothing was sent.
  .on(checkContactFx.fail, () => ({ tone: 'error', message: NETWORK_ERROR_MESSAGE }))
  .reset(contactFormOpened, contactFormSubmitted);

sample({
  clock: contactFormSubmitted,
  source: { values: $contactValues, tutorId: $tutorId, checking: checkContactFx.pending, sending: sendTutorContactFx.pending },
  filter: ({ tutorId, checking, sending }) => tutorId !== null && !checking && !sending,
  fn: ({ values, tutorId }) => ({ tutorId: tutorId as string, values }),
  target: checkContactFx,
});
/** The check of the tutor still open (another tutor opened meanwhile drops it). */
const checked = sample({
  clock: checkContactFx.doneData,
  source: $tutorId,
  filter: (current, { tutorId }) => current === tutorId,
  fn: (_, done) => done,
});

sample({
  clock: checked,
  filter: ({ result }) => !result.success,
  fn: ({ result }) => (result.error ? fieldErrorsOf<ContactField>(result.error) : {}),
  target: $contactErrors,
});

sample({
  clock: checked,
  filter: ({ result }) => result.success,
  fn: ({ tutorId, result }) => ({ tutorId, body: result.data as TutorContactBody }),
  target: sendTutorContactFx,
});
