import { z } from 'zod';

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
