import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError, MessageResponse, Testimonial, TestimonialSavedResponse } from '@/shared/api';
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

export type TestimonialFormTarget = { mode: 'create' } | { mode: 'edit'; testimonial: Testimonial };

/** 'Add New Testimonial' or a card's Edit. */
export const testimonialFormOpened = createEvent<TestimonialFormTarget>();
/** Cancel, Escape or a click outside. */
export const testimonialFormClosed = createEvent();

export const saveTestimonialFx = createEffect<TestimonialSave, TestimonialSavedResponse, ApiError>(saveTestimonial);
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

sample({
  clock: saveTestimonialFx.done,
  filter: ({ params, result }) => result.message === expected(params),
  fn: ({ params, result }) => ({ testimonial: result.testimonial, created: !params.id }),
  target: testimonialSaved,
});
sample({
  clock: saveTestimonialFx.done,
  filter: ({ params, result }) => result.message !== expected(params),
  fn: ({ result }) => result.message,
  target: $testimonialSaveError,
});
sample({
  clock: saveTestimonialFx.fail,
  fn: ({ params, error }) =>
    error.fromServer && error.message
      ? error.message
      : params.id
        ? TESTIMONIAL_MESSAGES.updateFailed
        : TESTIMONIAL_MESSAGES.createFailed,
  target: $testimonialSaveError,
});

const notifySuccessFx = createEffect((message: string) => {
  toast.success(message);
});
const notifyErrorFx = createEffect((message: string) => {
  toast.error(message);
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
