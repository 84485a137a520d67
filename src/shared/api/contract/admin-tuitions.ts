import { z } from 'zod';
import {
  categoryOf,
  DEFAULT_NO_OF_STUDENTS,
  DEFAULT_TUITION_TUTORING_TIME,
  DEFAULT_TUITION_TUTORING_TYPE,
  isSubject,
  normalizeDistrict,
  TUITION_PREFERRED_TUTORS,
  TUITION_STATUSES,
  TUITION_STUDENT_GENDERS,
  TUITION_TUTORING_TIMES,
  TUITION_TUTORING_TYPES,
  tuitionPreferredTutorOf,
  tuitionTutoringTypeOf,
} from '../../config/catalogue';
import { ALL_STAFF } from './access';
import { idParamsSchema } from './common';
import { defineRoute, errorResponses } from './define-route';
import { tuitionSchema } from './tuition';

/** The create form's messages (admin spec section 5), shared by the client form and the server. */
export const CREATE_TUITION_MESSAGES = {
  district: 'District is required',
  location: 'Location is required',
  medium: 'Medium is required',
  classLevel: 'Class level is required',
  preferredTutor: 'Preferred tutor gender is required',
  tutoringType: 'Tutoring type is required',
  days: 'Days per week is required',
  subjects: 'At least one subject is required',
  salary: 'Salary range is required',
  studentGender: 'Student gender is required',
  tutoringTime: 'Tutoring time is required',
  unknownDistrict: 'Choose a district from the list',
  unknownCategory: 'Choose a medium from the list',
  unknownSubject: 'Choose subjects from the list',
  created: 'Tuition created successfully',
  updated: 'Tuition updated successfully',
  failed: 'Failed to create tuition',
  crashed: 'Something went wrong',
} as const;
const M = CREATE_TUITION_MESSAGES;

const required = (message: string, max = 200) => z.string(message).trim().min(1, message).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Any casing of a job enumeration is accepted ("any", "offline" from the approve flow). */
const preferredTutor = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() ? tuitionPreferredTutorOf(value) : value),
  z.enum(TUITION_PREFERRED_TUTORS, M.preferredTutor),
);
const tutoringType = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() ? tuitionTutoringTypeOf(value) : value),
  z.enum(TUITION_TUTORING_TYPES, M.tutoringType),
);
const tutoringTime = z.enum(TUITION_TUTORING_TIMES, M.tutoringTime);
const studentGender = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().charAt(0).toUpperCase() + value.trim().slice(1).toLowerCase() : value),
  z.enum(TUITION_STUDENT_GENDERS, M.studentGender),
);
const district = required(M.district, 64).transform((value, ctx) => {
  const known = normalizeDistrict(value);
  if (!known) {
    ctx.addIssue({ code: 'custom', message: M.unknownDistrict });
    return z.NEVER;
  }
  return known;
});
const category = required(M.medium, 64).transform((value, ctx) => {
  const known = categoryOf(value);
  if (!known) {
    ctx.addIssue({ code: 'custom', message: M.unknownCategory });
    return z.NEVER;
  }
  return known.label;
});
const days = z.coerce.number(M.days).int(M.days).min(1, M.days).max(7, M.days);
/** Catalogue subjects, each once (a repeat is dropped, case-insensitively, keeping the first). */
const subjects = z
  .array(z.string().trim().refine(isSubject, M.unknownSubject), M.subjects)
  .min(1, M.subjects)
  .max(30)
  .transform((list) => list.filter((subject, index) => list.findIndex((s) => s.toLowerCase() === subject.toLowerCase()) === index));
const notes = z
  .array(z.string().trim().max(300))
  .max(20)
  .transform((lines) => lines.filter(Boolean));
const studentId = z.coerce.number().int().min(1).nullish().transform((value) => value ?? null);

// POST /api/tuitions/create: an admin posts a job; status is always 'active'.
export const createTuitionBodySchema = z.object({
  studentId: z.preprocess((value) => (value === '' ? null : value), studentId),
  studentName: optionalText(100),
  institution: optionalText(150),
  district,
  area: z.string().trim().max(100).default(''),
  location: required(M.location),
  locationDetails: optionalText(500),
  category,
  classLevel: required(M.classLevel, 64),
  preferredTutor,
  tutoringType: tutoringType.default(DEFAULT_TUITION_TUTORING_TYPE),
  days,
  subjects,
  salary: required(M.salary, 64),
  studentGender,
  tutoringTime: tutoringTime.default(DEFAULT_TUITION_TUTORING_TIME),
  noOfStudents: z.coerce.number().int().min(1).max(100).default(DEFAULT_NO_OF_STUDENTS),
  notes: notes.default([]),
  status: z.literal('active').default('active'),
});
export type CreateTuitionBody = z.input<typeof createTuitionBodySchema>;
export type CreateTuitionInput = z.output<typeof createTuitionBodySchema>;

export const tuitionSavedResponseSchema = z.object({ message: z.string(), data: tuitionSchema });
export type TuitionSavedResponse = z.infer<typeof tuitionSavedResponseSchema>;

// PUT /api/tuitions/{jobId}: the edited fields, or { status }. At least one field.
export const updateTuitionBodySchema = z
  .object({
    studentId: z.preprocess((value) => (value === '' ? null : value), studentId).optional(),
    studentName: optionalText(100).optional(),
    institution: optionalText(150).optional(),
    district: district.optional(),
    area: z.string().trim().max(100).optional(),
    location: required(M.location).optional(),
    locationDetails: optionalText(500).optional(),
    category: category.optional(),
    classLevel: required(M.classLevel, 64).optional(),
    preferredTutor: preferredTutor.optional(),
    tutoringType: tutoringType.optional(),
    days: days.optional(),
    subjects: subjects.optional(),
    salary: required(M.salary, 64).optional(),
    studentGender: studentGender.optional(),
    tutoringTime: tutoringTime.optional(),
    noOfStudents: z.coerce.number().int().min(1).max(100).optional(),
    notes: notes.optional(),
    status: z.enum(TUITION_STATUSES).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update');
export type UpdateTuitionBody = z.input<typeof updateTuitionBodySchema>;
export type UpdateTuitionInput = z.output<typeof updateTuitionBodySchema>;

// PUT /api/admin/tuitions/{id}/close: the job leaves the board with a reason (issue 13, item 5).
export const TUITION_CLOSE_REASONS = ['filled', 'guardian_withdrew', 'no_response', 'other'] as const;
export type TuitionCloseReason = (typeof TUITION_CLOSE_REASONS)[number];
/** How each reason reads to the guardian, the applicants and the team. */
export const TUITION_CLOSE_REASON_LABELS: Record<TuitionCloseReason, string> = {
  filled: 'The tuition is filled',
  guardian_withdrew: 'The guardian withdrew',
  no_response: 'No response from the guardian',
  other: 'Other',
};
export const CLOSE_TUITION_MESSAGES = {
  closed: 'Tuition closed',
  reason: 'Choose why the job is closed',
  noteForOther: 'Write the reason when it is "Other"',
  alreadyClosed: 'This job is already closed',
  closedNoEdit: 'This job is closed and can no longer be edited',
};
export const closeTuitionBodySchema = z
  .object({
    reason: z.enum(TUITION_CLOSE_REASONS, { message: CLOSE_TUITION_MESSAGES.reason }),
    note: z.string().trim().max(500).optional(),
  })
  .refine((body) => body.reason !== 'other' || Boolean(body.note), { message: CLOSE_TUITION_MESSAGES.noteForOther, path: ['note'] });
export type CloseTuitionBody = z.input<typeof closeTuitionBodySchema>;

/** The closed reason as stored and shown: the label, then the staff's note. */
export const closedReasonText = (reason: TuitionCloseReason, note?: string | null): string => {
  const text = note?.trim();
  if (reason === 'other') return text || TUITION_CLOSE_REASON_LABELS.other;
  return text ? `${TUITION_CLOSE_REASON_LABELS[reason]}: ${text}` : TUITION_CLOSE_REASON_LABELS[reason];
};

// GET /api/admin/tuitions: every status, newest first, paged in the database.
export const ADMIN_TUITION_STATUS_FILTERS = ['all', ...TUITION_STATUSES] as const;
export type AdminTuitionStatusFilter = (typeof ADMIN_TUITION_STATUS_FILTERS)[number];
export const adminTuitionListQuerySchema = z.object({
  status: z.enum(ADMIN_TUITION_STATUS_FILTERS).default('all'),
  /** A job number ("SK-10234", "10234"), the start of a job id, or part of the title or guardian's name. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type AdminTuitionListQuery = z.input<typeof adminTuitionListQuerySchema>;
export const adminTuitionListResponseSchema = z.object({
  data: z.array(tuitionSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminTuitionListResponse = z.infer<typeof adminTuitionListResponseSchema>;

// GET /api/admin/stats: headline counts and growth in percent: this month so far against the same length of time from
// the start of last month (equal periods, server/services/growth-periods.ts).
export const adminStatsResponseSchema = z.object({
  tutorCount: z.number().int(),
  studentCount: z.number().int(),
  activeTuitions: z.number().int(),
  tutorGrowth: z.number().int(),
  studentGrowth: z.number().int(),
  tuitionGrowth: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsResponseSchema>;

/** The admin's dashboard figures and tuition management: every call is for staff only. */
export const adminTuitionsContract = {
  stats: defineRoute({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    roles: ALL_STAFF,
    responses: { 200: adminStatsResponseSchema, ...errorResponses(401, 403) },
    tags: ['admin'],
    summary:
      'Dashboard counts and growth: this month so far against the same length of time from the start of last month (percent; 100 when that had none)',
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/tuitions',
    access: 'admin',
    roles: ['matcher'],
    query: adminTuitionListQuerySchema,
    responses: { 200: adminTuitionListResponseSchema, ...errorResponses(400, 401, 403) },
    tags: ['admin'],
    summary: 'Every tuition job (or one status), newest first, paged',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/tuitions/create',
    access: 'admin',
    roles: ['matcher'],
    body: createTuitionBodySchema,
    responses: { 201: tuitionSavedResponseSchema, ...errorResponses(400, 401, 403) },
    tags: ['tuitions'],
    summary: 'Create an active tuition job (admins)',
    messages: CREATE_TUITION_MESSAGES,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/tuitions/:id',
    access: 'admin',
    roles: ['matcher'],
    params: idParamsSchema,
    body: updateTuitionBodySchema,
    responses: { 200: tuitionSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['tuitions'],
    summary: 'Edit a tuition job or set its status (admins)',
  }),
  close: defineRoute({
    method: 'PUT',
    path: '/api/admin/tuitions/:id/close',
    access: 'admin',
    roles: ['matcher'],
    params: idParamsSchema,
    body: closeTuitionBodySchema,
    responses: { 200: tuitionSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['admin'],
    summary: 'Close a job with a reason: it leaves the board, its applicants see "Job closed", the guardian is told',
    messages: CLOSE_TUITION_MESSAGES,
  }),
};
