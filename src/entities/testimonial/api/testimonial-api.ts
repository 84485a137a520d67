import { request, testimonialListResponseSchema } from '@/shared/api';

export const testimonialApi = {
  /** GET /api/testimonials: both roles; the stored token goes along when signed in. */
  list: () => request(testimonialListResponseSchema, '/api/testimonials'),
};
