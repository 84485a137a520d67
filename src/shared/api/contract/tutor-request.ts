import { z } from 'zod';
import { defineRoute, errorResponses } from './define-route';
import { chosenSubjectsSchema, phoneSchema } from './common';

// POST /api/auth/create_tutor_request: the public Hire a Tutor form.
export const publicTutorRequestBodySchema = z.object({
  studentName: z.string().trim().min(1, 'Student name is required').max(120),
  phone: phoneSchema,
  medium: z.string().trim().min(1, 'Category is required').max(80),
  classLevel: z.string().trim().min(1, 'Class is required').max(80),
  subjects: chosenSubjectsSchema,
  district: z.string().trim().min(1, 'District is required').max(64),
  area: z.string().trim().min(1, 'Area is required').max(80),
  address: z.string().trim().min(1, 'Address is required').max(500),
  agreedToTerms: z.literal(true, { error: 'Please agree to our terms and policy.' }),
});
export type PublicTutorRequestBody = z.input<typeof publicTutorRequestBodySchema>;

/** A Hire a Tutor request as the admin's simple list reads it. */
export const publicTutorRequestSchema = z.object({
  _id: z.string(),
  studentName: z.string(),
  phone: z.string(),
  medium: z.string(),
  classLevel: z.string(),
  subjects: z.array(z.string()),
  district: z.string(),
  area: z.string(),
  address: z.string(),
  isCompleted: z.boolean(),
  createdAt: z.string(),
});
export type PublicTutorRequest = z.infer<typeof publicTutorRequestSchema>;
export const publicTutorRequestCreatedSchema = z.object({ message: z.string(), data: publicTutorRequestSchema });

/** Hire a Tutor: the public form; a signed-in member's request belongs to their account ("My requests"). */
export const tutorRequestsContract = {
  create: defineRoute({
    method: 'POST',
    path: '/api/auth/create_tutor_request',
    access: 'optional',
    body: publicTutorRequestBodySchema,
    responses: { 201: publicTutorRequestCreatedSchema, ...errorResponses(400, 429) },
    tags: ['requests'],
    summary: "Hire a Tutor: a visitor asks for a tutor (public; a signed-in member's request is their own)",
    description:
      'Checked like the form: every field required, agreedToTerms true, subjects without duplicates, and the ' +
      'district, area, category (medium), class and subjects taken from the catalogue.',
  }),
};
