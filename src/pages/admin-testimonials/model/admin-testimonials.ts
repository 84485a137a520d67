import { createEffect, createEvent, createStore, sample } from 'effector';
import { testimonialApi } from '@/entities/testimonial';
import { testimonialDeleted, testimonialSaved } from '@/features/manage-testimonial';
import type { ApiError, Testimonial } from '@/shared/api';

export const TESTIMONIALS_LOAD_ERROR = 'Error loading testimonials';

/** The page is on screen. */
export const adminTestimonialsOpened = createEvent();

export const fetchAdminTestimonialsFx = createEffect<void, { testimonials: Testimonial[] }, ApiError>(() => testimonialApi.list());

export type AdminTestimonialsStatus = 'loading' | 'ready' | 'failed';

export const $adminTestimonials = createStore<Testimonial[]>([])
  .on(fetchAdminTestimonialsFx.doneData, (_, { testimonials }) => testimonials)
  // A save shows at once: a new one first (the list is newest first), an edited one in its place.
  .on(testimonialSaved, (list, { testimonial, created }) =>
    created ? [testimonial, ...list] : list.map((item) => (item._id === testimonial._id ? testimonial : item)),
  )
  .on(testimonialDeleted, (list, id) => list.filter((item) => item._id !== id));

export const $adminTestimonialsStatus = createStore<AdminTestimonialsStatus>('loading')
  .on(fetchAdminTestimonialsFx.done, () => 'ready')
  .on(fetchAdminTestimonialsFx.fail, () => 'failed')
  .reset(adminTestimonialsOpened);

sample({ clock: adminTestimonialsOpened, target: fetchAdminTestimonialsFx });
