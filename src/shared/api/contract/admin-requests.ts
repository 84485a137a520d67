import { z } from 'zod';
import {
  categoryOf,
  isSubject,
  normalizeDistrict,
  PREFERRED_TUTORS,
  STUDENT_GENDERS,
  TUTORING_TYPES,
} from '../../config/catalogue';
import { idParamsSchema } from './common';
import { defineRoute, errorResponses } from './define-route';
import { noOfStudentsSchema, studentTutorRequestSchema } from './member';

/** The review screen's texts (admin spec sections 2 and 8), shared by the client and the server. */
export const REQUEST_REVIEW_MESSAGES = {
  approved: 'Request approved and tuition created successfully!',
  rejected: 'Request rejected successfully!',
  statusFailed: 'Error updating request status',
  updatedWithTuition: 'Request and tuition updated successfully',
  updated: 'Request updated successfully',
  updateFailed: 'Error updating request',
  notFound: 'Tutor request not found',
  notPending: 'This request has already been reviewed: only a pending request can be approved or rejected',
  foreignJob: "jobId: Only this request's own tuition can be stored on it",
  noSubjects: 'Please select at least one subject',
  unknownDistrict: 'district: Please choose one of the 64 districts',
  unknownCategory: 'medium: Please choose a category from the list',
  unknownSubject: 'subjects: Choose subjects from the list',
} as const;
const M = REQUEST_REVIEW_MESSAGES;

// GET /api/students/get-tutor-request/{id}
export const studentTutorRequestResponseSchema = z.object({ request: studentTutorRequestSchema });
export type StudentTutorRequestResponse = z.infer<typeof studentTutorRequestResponseSchema>;

// PUT /api/students/change-request-status/{id}: 'approved' also creates the tuition (one transaction).
export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const requestStatusBodySchema = z.object({
  status: z.enum(REVIEW_DECISIONS),
  /** Why it is not approved: the guardian is told it (issue 13, item 5). */
  reason: z.string().trim().min(3, 'Please give a reason').max(500, 'The reason is at most 500 characters').optional(),
});
export type RequestStatusBody = z.infer<typeof requestStatusBodySchema>;
export const requestStatusChangedSchema = z.object({
  message: z.string(),
  request: studentTutorRequestSchema,
  /** The tuition created on approval; null on rejection. */
  jobId: z.string().nullable(),
});
export type RequestStatusChanged = z.infer<typeof requestStatusChangedSchema>;

const requiredText = (field: string, max: number) => z.string().trim().min(1, `${field} is required`).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

// PUT /api/students/update-tutor-request/{id}: the edit form's fields (unknown keys such as _id or status are ignored).
export const tutorRequestEditBodySchema = z.object({
  studentName: requiredText('Name', 120),
  noOfStudents: noOfStudentsSchema,
  studentGender: z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(STUDENT_GENDERS)),
  institution: optionalText(200),
  district: requiredText('District', 64).transform((value, ctx) => {
    const known = normalizeDistrict(value);
    if (!known) {
      ctx.addIssue({ code: 'custom', message: M.unknownDistrict });
      return z.NEVER;
    }
    return known;
  }),
  area: requiredText('Area', 80),
  locationDetails: optionalText(500),
  /** The category, label or slug; stored as the label. */
  medium: requiredText('Category', 80).transform((value, ctx) => {
    const known = categoryOf(value);
    if (!known) {
      ctx.addIssue({ code: 'custom', message: M.unknownCategory });
      return z.NEVER;
    }
    return known.label;
  }),
  classLevel: requiredText('Class', 80),
  /** May be empty: the form only warns (spec section 5); a subject named twice is kept once. */
  subjects: z
    .array(z.string().trim().refine(isSubject, M.unknownSubject))
    .max(30)
    .transform((list) => [...new Set(list)]),
  days: z.coerce.number().int().min(1, 'Days per Week must be 1 to 7').max(7, 'Days per Week must be 1 to 7'),
  tutoringTime: requiredText('Time', 80),
  salary: requiredText('Salary', 40),
  // Not on the edit form; kept as they are when absent.
  tutoringType: z.enum(TUTORING_TYPES).optional(),
  preferredTutor: z.enum(PREFERRED_TUTORS).optional(),
  notes: z.string().trim().max(1000).optional(),
});
export type TutorRequestEditBody = z.input<typeof tutorRequestEditBodySchema>;
export type TutorRequestEditInput = z.output<typeof tutorRequestEditBodySchema>;

/** The old client's second call after approval: only the request's own tuition is accepted. */
export const tutorRequestJobIdBodySchema = z.object({ jobId: z.string().trim().min(1).max(64) }).strict();
export const updateTutorRequestBodySchema = z.union([tutorRequestJobIdBodySchema, tutorRequestEditBodySchema]);
export type UpdateTutorRequestBody = z.input<typeof updateTutorRequestBodySchema>;
export type UpdateTutorRequestInput = z.output<typeof updateTutorRequestBodySchema>;
export const tutorRequestUpdatedSchema = z.object({ message: z.string(), request: studentTutorRequestSchema });
export type TutorRequestUpdated = z.infer<typeof tutorRequestUpdatedSchema>;

/** The admin's review of guardians'/students' tutor requests (/admin/student-tutor-requests): admins only. */
export const adminStudentRequestsContract = {
  get: defineRoute({
    method: 'GET',
    path: '/api/students/get-tutor-request/:id',
    access: 'admin',
    roles: ['matcher'],
    params: idParamsSchema,
    responses: { 200: studentTutorRequestResponseSchema, ...errorResponses(401, 403, 404) },
    tags: ['students'],
    summary: 'One tutor request (admins); opening a submitted request starts its review (stage under_review)',
  }),
  changeStatus: defineRoute({
    method: 'PUT',
    path: '/api/students/change-request-status/:id',
    access: 'admin',
    roles: ['matcher'],
    params: idParamsSchema,
    body: requestStatusBodySchema,
    responses: { 200: requestStatusChangedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['students'],
    summary: 'Approve or reject a pending tutor request (admins)',
    description:
      "'approved' creates the active tuition from the request, marks it approved and stores the jobId, in one " +
      'transaction, and answers the jobId. A request that is no longer pending answers 409.',
    messages: REQUEST_REVIEW_MESSAGES,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/students/update-tutor-request/:id',
    access: 'admin',
    roles: ['matcher'],
    params: idParamsSchema,
    body: updateTutorRequestBodySchema,
    responses: { 200: tutorRequestUpdatedSchema, ...errorResponses(400, 401, 403, 404) },
    tags: ['students'],
    summary: 'Save the edited request, and its tuition when it has one (admins)',
    description:
      'The full edited request updates the request and, when it carries a jobId, the linked tuition in the same ' +
      "transaction. { jobId } alone is accepted only for the request's own tuition (approval already stored it).",
    messages: REQUEST_REVIEW_MESSAGES,
  }),
};
