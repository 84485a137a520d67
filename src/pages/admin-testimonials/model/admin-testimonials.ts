import { $isAdmin } from '@/entities/session';
import { testimonialDeleted, testimonialSaved } from './manage-testimonial';
import { contentContract } from '@/shared/api';
import { routes } from '@/shared/config';
import { createRouteList, followRecordForm } from '@/shared/lib/paged-list';

// The server sends every testimonial at once: one page, no filters.
export const testimonialsList = createRouteList(contentContract.testimonials, {
  path: routes.adminTestimonials,
  texts: { ns: 'adminRecords', prefix: 'testimonials' },
  enabled: $isAdmin,
  toItems: ({ testimonials }) => ({ items: testimonials, total: testimonials.length }),
  // The spec's words, whatever the server said.
  fixedError: true,
});

// A save shows at once: a new one first (the list is newest first), an edited one in its place.
followRecordForm(testimonialsList, { saved: testimonialSaved, item: ({ testimonial }) => testimonial, deleted: testimonialDeleted });
