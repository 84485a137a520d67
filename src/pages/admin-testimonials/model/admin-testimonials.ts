import { createEffect, sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { testimonialApi } from '@/entities/testimonial';
import { testimonialDeleted, testimonialSaved } from './manage-testimonial';
import type { ApiError, Testimonial } from '@/shared/api';
import { routes } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { createPagedList } from '@/shared/lib/paged-list';

export const fetchAdminTestimonialsFx = createEffect<void, { testimonials: Testimonial[] }, ApiError>(() => testimonialApi.list());

// The server sends every testimonial at once: one page, no filters.
export const testimonialsList = createPagedList({
  path: routes.adminTestimonials,
  texts: { ns: 'adminRecords', prefix: 'testimonials' },
  enabled: $isAdmin,
  load: () => fetchAdminTestimonialsFx(),
  toItems: ({ testimonials }) => ({ items: testimonials, total: testimonials.length }),
  // The spec's words, whatever the server said.
  errorMessage: () => i18n.t('testimonials.loadFailed', { ns: 'adminRecords' }),
});

// A save shows at once: a new one first (the list is newest first), an edited one in its place.
sample({ clock: testimonialSaved, filter: ({ created }) => created, fn: ({ testimonial }) => testimonial, target: testimonialsList.itemAdded });
sample({ clock: testimonialSaved, filter: ({ created }) => !created, fn: ({ testimonial }) => testimonial, target: testimonialsList.itemReplaced });
sample({ clock: testimonialDeleted, target: testimonialsList.itemRemoved });
