import { z } from 'zod';
import { MY_APPLICATION_STATUSES, TUITION_PREFERRED_TUTORS, TUITION_STATUSES } from '../../config/catalogue';
import { idParamsSchema, messageResponseSchema } from './common';
import { defineRoute, errorResponses } from './define-route';

const text = (max: number) => z.string().trim().max(max);

export const preferredTutorSchema = z.enum(TUITION_PREFERRED_TUTORS);
export const tuitionStatusSchema = z.enum(TUITION_STATUSES);

/**
 * A tuition job as anyone may read it (the board, the details page for a guest): an allow-list of what those
 * screens show. Never the guardian's name, ids, phone, e-mail, institution or address (docs/privacy.md).
 * `_id` and `jobId` are the same id; `jobNumber` is the short number people read (shown SK-10234, see
 * src/shared/lib/job-number).
 */
export const publicTuitionSchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  jobNumber: z.number().int(),
  title: z.string().nullable(),
  district: z.string(),
  area: z.string(),
  location: z.string(),
  category: z.string(),
  classLevel: z.string(),
  studentGender: z.string().nullable(),
  preferredTutor: preferredTutorSchema,
  tutoringType: z.string(),
  tutoringTime: z.string().nullable(),
  days: z.number().int().min(1).max(7),
  noOfStudents: z.number().int().min(1),
  subjects: z.array(z.string()),
  /** Monthly salary as text, e.g. "5000" or "5000-6000"; null means negotiable. */
  salary: z.string().nullable(),
  notes: z.array(z.string()),
  status: tuitionStatusSchema,
  postedAt: z.string(),
  createdAt: z.string(),
  /**
   * Only for a signed-in tutor who applied to this job: where their own application stands (Applied, Shortlisted,
   * Selected, ...), so the board and the details say "Applied" after any reload. Nobody else's, never a person.
   */
  myApplicationStatus: z.enum(MY_APPLICATION_STATUSES).optional(),
});
export type PublicTuition = z.infer<typeof publicTuitionSchema>;

/**
 * The full job, with the guardian's details: only for staff, the owner (the guardian/student it is for) and
 * the selected tutor from assignment on. The admin list, create and edit answer it; never a guest.
 */
export const tuitionSchema = publicTuitionSchema.extend({
  studentId: z.number().int().nullable(),
  studentName: z.string().nullable(),
  /** The house address. */
  locationDetails: z.string().nullable(),
  institution: z.string().nullable(),
});
export type Tuition = z.infer<typeof tuitionSchema>;
/** The full job (the same schema, by the name that says what it holds). */
export const fullTuitionSchema = tuitionSchema;

// GET /api/tuitions: active jobs, filtered and paged in the database.
export const tuitionListQuerySchema = z.object({
  /** Part of the job id, or its number ("SK-10234", "10234"). */
  jobId: text(64).optional(),
  /** Inclusive dates, YYYY-MM-DD. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  preferredTutor: z.enum(['all', ...TUITION_PREFERRED_TUTORS]).optional(),
  district: text(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type TuitionListQuery = z.input<typeof tuitionListQuerySchema>;
export const tuitionListResponseSchema = z.object({
  data: z.array(publicTuitionSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TuitionListResponse = z.infer<typeof tuitionListResponseSchema>;

// GET /api/tuitions/{id} (login optional): the full job to staff, its owner and its selected tutor, else the
// public one. The full schema comes first: a public job lacks its keys, so it can only match the second.
export const tuitionDetailResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  data: z.union([tuitionSchema, publicTuitionSchema]),
});
export type TuitionDetailResponse = z.infer<typeof tuitionDetailResponseSchema>;

// GET /api/tuitions/counts-by-district: active jobs per district.
export const districtCountsResponseSchema = z.object({ data: z.record(z.string(), z.number().int()) });
export type DistrictCountsResponse = z.infer<typeof districtCountsResponseSchema>;

// POST /api/tuitionApply/apply/{id}
export const applyResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type ApplyResponse = z.infer<typeof applyResponseSchema>;

// GET /api/stats/public: the home page's statistics band, from live counts.
export const publicStatsResponseSchema = z.object({
  tutors: z.number().int(),
  students: z.number().int(),
  liveJobs: z.number().int(),
});
export type PublicStatsResponse = z.infer<typeof publicStatsResponseSchema>;

/** The tuition board, one job, and removing it. */
export const tuitionsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/tuitions',
    access: 'optional',
    query: tuitionListQuerySchema,
    responses: { 200: tuitionListResponseSchema, ...errorResponses(400) },
    tags: ['tuitions'],
    summary: 'The tuition board: active jobs, newest first, filtered and paged',
    description:
      'jobId: a case-insensitive part of the id. from/to: inclusive days (YYYY-MM-DD, Dhaka time) of postedAt. ' +
      'preferredTutor: all, Any, Male or Female. district: any case or old spelling. page from 1, limit 1-100 (10). ' +
      "Login optional: a signed-in tutor's jobs they applied to carry myApplicationStatus (their own only).",
  }),
  countsByDistrict: defineRoute({
    method: 'GET',
    path: '/api/tuitions/counts-by-district',
    access: 'public',
    responses: { 200: districtCountsResponseSchema },
    tags: ['tuitions'],
    summary: 'Active jobs per district (districts without any are left out)',
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/tuitions/:id',
    access: 'optional',
    params: idParamsSchema,
    responses: { 200: tuitionDetailResponseSchema, ...errorResponses(404) },
    tags: ['tuitions'],
    summary: 'One job, whatever its status (login optional)',
    description:
      'A guest, and any member who is not entitled, gets the public job (no guardian name, ids, institution or ' +
      'address). With a token, staff, the owner (the guardian/student the job is for) and the selected tutor ' +
      '(application accepted) get the full job.',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/tuitions/:id',
    access: 'admin',
    roles: ['matcher'],
    params: idParamsSchema,
    responses: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
    tags: ['tuitions'],
    summary: 'Delete a job and its applications (admins)',
  }),
};

/** A tutor applies to a job of the board. */
export const applicationsContract = {
  apply: defineRoute({
    method: 'POST',
    path: '/api/tuitionApply/apply/:id',
    access: 'tutor',
    params: idParamsSchema,
    responses: { 201: applyResponseSchema, ...errorResponses(401, 403, 404, 409) },
    tags: ['tuitions'],
    summary: 'Apply for an active job (tutors; once per job)',
  }),
};
