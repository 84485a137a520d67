import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError, ApplicantContact } from '@/shared/api';
import { applicationApi } from '../api/application-api';

/** One applicant card's lookup: on its way, answered, or failed with the message the card shows. */
export type ApplicantContactState =
  | { status: 'loading' }
  | { status: 'ready'; contact: ApplicantContact }
  | { status: 'error'; message: string };

export const APPLICANT_LOOKUP_FAILURE = 'Failed to load tutor details';

/** A card for this tutor is on screen: look the tutor up once (every card of the same tutor shares the answer). */
export const applicantContactNeeded = createEvent<string>();
/** Forget every answer (another person may sign in on this tab). */
export const applicantContactsCleared = createEvent();

export const fetchApplicantContactFx = createEffect<string, ApplicantContact, ApiError>(
  async (tutorId) => (await applicationApi.applicant(tutorId)).tutor,
);

/** Lookups by tutorId. */
export const $applicantContacts = createStore<Record<string, ApplicantContactState>>({})
  .on(fetchApplicantContactFx, (contacts, tutorId) => ({ ...contacts, [tutorId]: { status: 'loading' } }))
  .on(fetchApplicantContactFx.done, (contacts, { params, result }) => ({
    ...contacts,
    [params]: { status: 'ready', contact: result },
  }))
  .on(fetchApplicantContactFx.fail, (contacts, { params, error }) => ({
    ...contacts,
    [params]: { status: 'error', message: error.message || APPLICANT_LOOKUP_FAILURE },
  }))
  .reset(applicantContactsCleared);

sample({
  clock: applicantContactNeeded,
  source: $applicantContacts,
  filter: (contacts, tutorId) => contacts[tutorId] === undefined,
  fn: (_, tutorId) => tutorId,
  target: fetchApplicantContactFx,
});
