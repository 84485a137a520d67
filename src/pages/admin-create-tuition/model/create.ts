import { createEffect, createEvent, createStore } from 'effector';
import { CREATE_TUITION_MESSAGES, type ApiError, type CreateTuitionBody, type TuitionSavedResponse } from '@/shared/api';
import { createTuition } from '../api/create-api';

export const createTuitionFx = createEffect<CreateTuitionBody, TuitionSavedResponse, ApiError>((body) => createTuition(body));

/** The form was left or reset: the banner goes. */
export const createFormReset = createEvent();

/**
 * The banner: the server's message; else 'Failed to create tuition' for an answer that is not 201,
 * or 'Something went wrong' when no answer came (network, unreadable response).
 */
export const $createError = createStore<string | null>(null)
  // English sentences (the server's, or the contract's); the form shows them in the language on screen.
  .on(createTuitionFx.failData, (_, error) => {
    if (error.fromServer && error.message) return error.message;
    return error.status > 0 ? CREATE_TUITION_MESSAGES.failed : CREATE_TUITION_MESSAGES.crashed;
  })
  .reset(createTuitionFx, createTuitionFx.done, createFormReset);
export const $creating = createTuitionFx.pending;
