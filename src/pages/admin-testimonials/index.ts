export { AdminTestimonialsPage } from './ui/AdminTestimonialsPage';
export { testimonialsList } from './model/admin-testimonials';
// manage-testimonial
export { TestimonialFormModal, TESTIMONIAL_USER_TYPE_OPTIONS, testimonialUserTypeLabel } from './ui/TestimonialFormModal';
export { DeleteTestimonialModal } from './ui/DeleteTestimonialModal';
export {
  TESTIMONIAL_MESSAGES,
  testimonialFormOpened,
  testimonialFormClosed,
  saveTestimonialFx,
  $testimonialUploadProgress,
  testimonialSaved,
  $testimonialForm,
  $testimonialSaveError,
  testimonialDeleteRequested,
  testimonialDeleteClosed,
  testimonialDeleteConfirmed,
  deleteTestimonialFx,
  testimonialDeleted,
  $testimonialToDelete,
  type TestimonialFormTarget,
} from './model/manage-testimonial';
export { saveTestimonial, deleteTestimonial, type TestimonialSave } from './api/testimonial-admin-api';
