import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Testimonial } from '@/shared/api';
import { testimonialApi } from '../api/testimonial-api';

export type TestimonialsStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A screen that shows testimonials opened. */
export const testimonialsRequested = createEvent();

export const fetchTestimonialsFx = createEffect(() => testimonialApi.list());

/** Spec section 8: a failed testimonial fetch is only logged; the carousels fall back to the demo texts. */
const logTestimonialsFailureFx = createEffect((error: Error) => {
  console.error('Could not load testimonials:', error.message);
});

export const $testimonials = createStore<Testimonial[]>([]);
export const $testimonialsStatus = createStore<TestimonialsStatus>('idle');

sample({ clock: testimonialsRequested, filter: fetchTestimonialsFx.pending.map((pending) => !pending), target: fetchTestimonialsFx });
// A reload keeps what is shown; only the first load shows a placeholder.
sample({
  clock: fetchTestimonialsFx,
  source: $testimonialsStatus,
  filter: (status) => status !== 'ready',
  fn: () => 'loading' as const,
  target: $testimonialsStatus,
});
sample({ clock: fetchTestimonialsFx.doneData, fn: ({ testimonials }) => testimonials, target: $testimonials });
sample({ clock: fetchTestimonialsFx.done, fn: () => 'ready' as const, target: $testimonialsStatus });
sample({
  clock: fetchTestimonialsFx.failData,
  source: $testimonialsStatus,
  filter: (status) => status !== 'ready',
  fn: () => 'failed' as const,
  target: $testimonialsStatus,
});
sample({ clock: fetchTestimonialsFx.failData, target: logTestimonialsFailureFx });
