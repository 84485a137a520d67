import { callApi, contentContract } from '@/shared/api';

export const testimonialApi = {
  /** Both roles; the stored token goes along when signed in. */
  list: () => callApi(contentContract.testimonials),
};
