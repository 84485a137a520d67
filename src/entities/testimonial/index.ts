export { TestimonialCard, type TestimonialCardProps } from './ui/TestimonialCard';
export {
  TestimonialCarousel,
  TESTIMONIAL_INTERVAL_MS,
  COMPACT_TESTIMONIAL_INTERVAL_MS,
  type TestimonialCarouselProps,
} from './ui/TestimonialCarousel';
export {
  testimonialsRequested,
  fetchTestimonialsFx,
  $testimonials,
  $testimonialsStatus,
  type TestimonialsStatus,
} from './model/testimonials';
export { DEMO_TESTIMONIALS } from './lib/demo-testimonials';
export { testimonialsFor } from './lib/testimonials-for';
export { testimonialImageUrl } from './lib/testimonial-image';
export { testimonialApi } from './api/testimonial-api';
