import { messageResponseSchema, request, sendForm, testimonialSavedResponseSchema, type TestimonialFields, type UploadProgress } from '@/shared/api';

export interface TestimonialSave {
  /** Absent for a new testimonial. */
  id?: string;
  fields: TestimonialFields;
  /** A newly chosen photo; none keeps the current one. */
  image?: File | null;
  /** Edit only: drop the current photo. */
  removeImage?: boolean;
}

/** POST /api/testimonials/add or PUT /api/testimonials/updateDetails/{id}, multipart/form-data. */
export function saveTestimonial({ id, fields, image, removeImage = false }: TestimonialSave, onProgress?: (progress: UploadProgress) => void) {
  const body = new FormData();
  body.append('name', fields.name);
  body.append('designation', fields.designation);
  body.append('testimonial', fields.testimonial);
  body.append('userType', fields.userType);
  if (image) body.append('image', image, image.name);
  else if (id && removeImage) body.append('removeImage', 'true');
  return id
    ? sendForm(testimonialSavedResponseSchema, `/api/testimonials/updateDetails/${encodeURIComponent(id)}`, { method: 'PUT', body, onProgress })
    : sendForm(testimonialSavedResponseSchema, '/api/testimonials/add', { method: 'POST', body, onProgress });
}

/** DELETE /api/testimonials/delete/{id}. */
export const deleteTestimonial = (id: string) =>
  request(messageResponseSchema, `/api/testimonials/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
