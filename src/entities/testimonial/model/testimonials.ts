import { createEffect, createEvent, createStore, sample } from 'effector';
import { trackLoad, type LoadStatus, type Testimonial } from '@/shared/api';
import { testimonialApi } from '../api/testimonial-api';

export type TestimonialsStatus = LoadStatus;

/** A screen that shows testimonials opened. */
export const testimonialsRequested = createEvent();

export const fetchTestimonialsFx = createEffect(() => testimonialApi.list());

/** Spec section 8: a failed testimonial fetch is only logged; the carousels fall back to the demo texts. */
const logTestimonialsFailureFx = createEffect((error: Error) => {
  console.error('Could not load testimonials:', error.message);
});

export const $testimonials = createStore<Testimonial[]>([]);
export const $testimonialsStatus = createStore<TestimonialsStatus>('idle');

sample({ clock: fetchTestimonialsFx.doneData, fn: ({ testimonials }) => testimonials, target: $testimonials });
sample({ clock: fetchTestimonialsFx.failData, target: logTestimonialsFailureFx });
// Requested → loading (the first time) → ready or failed.
trackLoad({ requested: testimonialsRequested, fx: fetchTestimonialsFx, status: $testimonialsStatus });
