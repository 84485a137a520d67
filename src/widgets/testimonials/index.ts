export { TestimonialsSection } from './ui/TestimonialsSection';
export { TestimonialsTicker } from './ui/TestimonialsTicker';
