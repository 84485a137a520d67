import type { Testimonial } from '@/shared/api';
import type { TestimonialUserType } from '@/shared/config';
import { DEMO_TESTIMONIALS } from './demo-testimonials';

/**
 * The testimonials one carousel shows: those written by `role`, or the built-in demo
 * testimonials of that role when there are none.
 */
export function testimonialsFor(list: readonly Testimonial[], role: TestimonialUserType): Testimonial[] {
  const own = list.filter((item) => item.userType === role);
  return own.length > 0 ? own : DEMO_TESTIMONIALS.filter((item) => item.userType === role);
}
