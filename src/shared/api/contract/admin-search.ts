import { z } from 'zod';
import { defineRoute, errorResponses } from './define-route';

// ── The admin header search: GET /api/admin/search?q=

export const ADMIN_SEARCH_MIN_LENGTH = 2;
export const ADMIN_SEARCH_LIMIT = 5;

export const adminSearchQuerySchema = z.object({
  /** Name, e-mail or phone (case-insensitive substring), an exact student/tutor number, a job number or a job id prefix. */
  q: z.string().trim().min(ADMIN_SEARCH_MIN_LENGTH).max(100),
});
export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;

export const adminSearchPersonSchema = z.object({
  id: z.string(),
  /** studentId for students, tutorId for tutors (null when the account has none). */
  displayId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type AdminSearchPerson = z.infer<typeof adminSearchPersonSchema>;

export const adminSearchJobSchema = z.object({
  id: z.string(),
  jobNumber: z.number().int(),
  title: z.string(),
  studentName: z.string().nullable(),
  district: z.string(),
  area: z.string(),
  status: z.string(),
});
export type AdminSearchJob = z.infer<typeof adminSearchJobSchema>;

export const adminSearchResponseSchema = z.object({
  students: z.array(adminSearchPersonSchema).max(ADMIN_SEARCH_LIMIT),
  tutors: z.array(adminSearchPersonSchema).max(ADMIN_SEARCH_LIMIT),
  jobs: z.array(adminSearchJobSchema).max(ADMIN_SEARCH_LIMIT),
});
export type AdminSearchResponse = z.infer<typeof adminSearchResponseSchema>;

/** The admin header search. */
export const adminSearchContract = {
  search: defineRoute({
    method: 'GET',
    path: '/api/admin/search',
    access: 'admin',
    roles: ['matcher', 'verifier', 'finance'],
    query: adminSearchQuerySchema,
    responses: { 200: adminSearchResponseSchema, ...errorResponses(400, 401, 403) },
    tags: ['admin'],
    summary: 'Header search: at most 5 students, 5 tutors and 5 jobs',
    description:
      'q (2 to 100 characters) matches name, e-mail or phone as a case-insensitive substring (LIKE wildcards ' +
      'taken literally), an exact student/tutor number, or a job by title, student name or id prefix.',
  }),
};
