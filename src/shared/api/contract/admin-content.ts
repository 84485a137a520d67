// The admin's testimonials and affiliate offers (server/routes/admin-content.ts): their schemas stay in content.ts.
import { idParamsSchema, messageResponseSchema } from './common';
import { affiliateSavedResponseSchema, testimonialSavedResponseSchema } from './content';
import { defineRoute, errorResponses } from './define-route';

const MULTIPART = ['multipart/form-data'] as const;

/**
 * The admin's testimonials and affiliate offers (spec section 7). Each write is multipart/form-data,
 * read only after the admin role was checked; images go to the public files' testimonials/ and affiliates/.
 */
export const adminContentContract = {
  addTestimonial: defineRoute({
    method: 'POST',
    path: '/api/testimonials/add',
    access: 'admin',
    roles: ['content'],
    consumes: MULTIPART,
    responses: { 201: testimonialSavedResponseSchema, ...errorResponses(400, 401, 403, 413) },
    tags: ['content'],
    summary: 'Adds a testimonial (admins; multipart: name, designation, testimonial, userType, optional image)',
    description:
      'userType is student or tutor. The image is a PNG, JPEG or WebP by content, at most 2MB (413 beyond). ' +
      'A refusal stores nothing.',
  }),
  updateTestimonial: defineRoute({
    method: 'PUT',
    path: '/api/testimonials/updateDetails/:id',
    access: 'admin',
    roles: ['content'],
    params: idParamsSchema,
    consumes: MULTIPART,
    responses: { 200: testimonialSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 413) },
    tags: ['content'],
    summary: 'Edits a testimonial (admins; the same multipart fields; the image only when a new one is sent)',
    description: 'removeImage=true drops the current photo when no new image is sent. Replaced uploads are deleted.',
  }),
  deleteTestimonial: defineRoute({
    method: 'DELETE',
    path: '/api/testimonials/delete/:id',
    access: 'admin',
    roles: ['content'],
    params: idParamsSchema,
    responses: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
    tags: ['content'],
    summary: 'Deletes a testimonial and its uploaded photo (admins)',
  }),
  addAffiliate: defineRoute({
    method: 'POST',
    path: '/api/affiliate/add',
    access: 'admin',
    roles: ['content'],
    consumes: MULTIPART,
    responses: { 201: affiliateSavedResponseSchema, ...errorResponses(400, 401, 403, 413) },
    tags: ['content'],
    summary: 'Adds an affiliate offer (admins; multipart: name, title, description, link, benefits, promocode, deadline, image, logo)',
    description:
      'image and logo are required (PNG, JPEG or WebP by content, at most 2MB each). link must be an http or https URL. ' +
      'benefits: repeated fields or one JSON array string. An empty promocode becomes SHIKHON.',
  }),
  updateAffiliate: defineRoute({
    method: 'PUT',
    path: '/api/affiliate/update/:id',
    access: 'admin',
    roles: ['content'],
    params: idParamsSchema,
    consumes: MULTIPART,
    responses: { 200: affiliateSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 413) },
    tags: ['content'],
    summary: 'Edits an affiliate offer (admins; the same multipart fields; each image only when a new one is sent)',
  }),
  deleteAffiliate: defineRoute({
    method: 'DELETE',
    path: '/api/affiliate/delete/:id',
    access: 'admin',
    roles: ['content'],
    params: idParamsSchema,
    responses: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
    tags: ['content'],
    summary: 'Deletes an affiliate offer and its uploaded images (admins)',
  }),
};
