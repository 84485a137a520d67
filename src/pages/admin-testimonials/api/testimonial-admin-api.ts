import { adminContentContract, callApi, sendContractForm, type TestimonialFields, type UploadProgress } from '@/shared/api';

export interface TestimonialSave {
  /** Absent for a new testimonial. */
  id?: string;
  fields: TestimonialFields;
  /** A newly chosen photo; none keeps the current one. */
  image?: File | null;
  /** Edit only: drop the current photo. */
  removeImage?: boolean;
}

/** A new testimonial, or an edit of one, as multipart/form-data. */
export function saveTestimonial({ id, fields, image, removeImage = false }: TestimonialSave, onProgress?: (progress: UploadProgress) => void) {
  const body = new FormData();
  body.append('name', fields.name);
  body.append('designation', fields.designation);
  body.append('testimonial', fields.testimonial);
  body.append('userType', fields.userType);
  if (image) body.append('image', image, image.name);
  else if (id && removeImage) body.append('removeImage', 'true');
  return id
    ? sendContractForm(adminContentContract.updateTestimonial, { id }, { body, onProgress })
    : sendContractForm(adminContentContract.addTestimonial, {}, { body, onProgress });
}

export const deleteTestimonial = (id: string) => callApi(adminContentContract.deleteTestimonial, { params: { id } });
