export { AdminTestimonialsPage } from './ui/AdminTestimonialsPage';
export {
  adminTestimonialsOpened,
  fetchAdminTestimonialsFx,
  $adminTestimonials,
  TESTIMONIALS_LOAD_ERROR,
} from './model/admin-testimonials';
