export { AdminTestimonialsPage } from './ui/AdminTestimonialsPage';
export { testimonialsList, fetchAdminTestimonialsFx, TESTIMONIALS_LOAD_ERROR } from './model/admin-testimonials';
