import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError, MessageResponse, Testimonial, TestimonialSavedResponse } from '@/shared/api';
import { createUploadEffect } from '@/shared/lib/upload-effect';
import { i18n, translateMessage } from '@/shared/i18n';
import { toast } from '@/shared/ui/toast';
import { deleteTestimonial, saveTestimonial, type TestimonialSave } from '../api/testimonial-admin-api';

/** Spec section 8: success is recognised only by these exact answers. */
export const TESTIMONIAL_MESSAGES = {
  added: 'Testimonial added successfully',
  updated: 'Testimonial updated successfully',
  createFailed: 'Failed to create testimonial',
  updateFailed: 'Failed to update testimonial',
  deleted: 'Testimonial deleted successfully',
  deleteFailed: 'Failed to delete testimonial',
} as const;

/** Each message's key in `adminRecords:testimonials.*` (the English there is the text above). */
const MESSAGE_KEYS: Record<string, string> = {
  [TESTIMONIAL_MESSAGES.added]: 'added',
  [TESTIMONIAL_MESSAGES.updated]: 'updated',
  [TESTIMONIAL_MESSAGES.createFailed]: 'createFailed',
  [TESTIMONIAL_MESSAGES.updateFailed]: 'updateFailed',
  [TESTIMONIAL_MESSAGES.deleted]: 'deleted',
  [TESTIMONIAL_MESSAGES.deleteFailed]: 'deleteFailed',
};
/** One of the messages above in the language on screen; any other text (the server's, already translated) as it is. */
const shownMessage = (message: string): string => {
  const key = MESSAGE_KEYS[message];
  return key ? i18n.t(`testimonials.${key}`, { ns: 'adminRecords' }) : message;
};

export type TestimonialFormTarget = { mode: 'create' } | { mode: 'edit'; testimonial: Testimonial };

/** 'Add New Testimonial' or a card's Edit. */
export const testimonialFormOpened = createEvent<TestimonialFormTarget>();
/** Cancel, Escape or a click outside. */
export const testimonialFormClosed = createEvent();

const saveTestimonialUpload = createUploadEffect<TestimonialSave, TestimonialSavedResponse, ApiError>(saveTestimonial);
export const saveTestimonialFx = saveTestimonialUpload.fx;
/** How much of the save's form (its images above all) has left the browser while it runs, else null. */
export const $testimonialUploadProgress = saveTestimonialUpload.$progress.reset(testimonialFormClosed);
/** A save the server confirmed with its success message: the saved testimonial. */
export const testimonialSaved = createEvent<{ testimonial: Testimonial; created: boolean }>();

export const $testimonialForm = createStore<TestimonialFormTarget | null>(null)
  .on(testimonialFormOpened, (_, target) => target)
  .reset(testimonialFormClosed, testimonialSaved);
export const $testimonialSaving = saveTestimonialFx.pending;
/** Shown in the modal: the server's message, a fallback, or an unexpected answer's message. */
export const $testimonialSaveError = createStore<string | null>(null).reset(
  testimonialFormOpened,
  testimonialFormClosed,
  saveTestimonialFx,
);

const expected = (params: TestimonialSave) => (params.id ? TESTIMONIAL_MESSAGES.updated : TESTIMONIAL_MESSAGES.added);
/** The server answers in the request's language: its success message in English or as the `messages` catalogue says it. */
const isExpected = (params: TestimonialSave, message: string) =>
  message === expected(params) || message === translateMessage(expected(params));

sample({
  clock: saveTestimonialFx.done,
  filter: ({ params, result }) => isExpected(params, result.message),
  fn: ({ params, result }) => ({ testimonial: result.testimonial, created: !params.id }),
  target: testimonialSaved,
});
sample({
  clock: saveTestimonialFx.done,
  filter: ({ params, result }) => !isExpected(params, result.message),
  fn: ({ result }) => shownMessage(result.message),
  target: $testimonialSaveError,
});
sample({
  clock: saveTestimonialFx.fail,
  fn: ({ params, error }) =>
    error.fromServer && error.message
      ? error.message
      : shownMessage(params.id ? TESTIMONIAL_MESSAGES.updateFailed : TESTIMONIAL_MESSAGES.createFailed),
  target: $testimonialSaveError,
});

const notifySuccessFx = createEffect((message: string) => {
  toast.success(shownMessage(message));
});
const notifyErrorFx = createEffect((message: string) => {
  toast.error(shownMessage(message));
});
sample({
  clock: testimonialSaved,
  fn: ({ created }) => (created ? TESTIMONIAL_MESSAGES.added : TESTIMONIAL_MESSAGES.updated),
  target: notifySuccessFx,
});

// ── Delete, with its confirm modal

export const testimonialDeleteRequested = createEvent<Testimonial>();
export const testimonialDeleteClosed = createEvent();
export const testimonialDeleteConfirmed = createEvent();

export const deleteTestimonialFx = createEffect<string, MessageResponse, ApiError>(deleteTestimonial);
/** The id of a testimonial the server removed. */
export const testimonialDeleted = deleteTestimonialFx.done.map(({ params }) => params);

export const $testimonialToDelete = createStore<Testimonial | null>(null)
  .on(testimonialDeleteRequested, (_, testimonial) => testimonial)
  .reset(testimonialDeleteClosed, deleteTestimonialFx.done);
export const $testimonialDeleting = deleteTestimonialFx.pending;

sample({
  clock: testimonialDeleteConfirmed,
  source: $testimonialToDelete,
  filter: Boolean,
  fn: (testimonial) => testimonial._id,
  target: deleteTestimonialFx,
});
sample({ clock: deleteTestimonialFx.done, fn: () => TESTIMONIAL_MESSAGES.deleted, target: notifySuccessFx });
sample({
  clock: deleteTestimonialFx.failData,
  fn: (error) => (error.fromServer && error.message ? error.message : TESTIMONIAL_MESSAGES.deleteFailed),
  target: notifyErrorFx,
});
