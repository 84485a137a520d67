import { z } from 'zod';
import {
  ApiError,
  request,
  studentProfileResponseSchema,
  studentProfileSavedSchema,
  studentProfileSchema,
  type StudentProfile,
  type StudentProfileUpdateBody,
} from '@/shared/api';

// The read may answer without a profile (the initialize-when-missing rule), so `profile` may be null here.
const maybeProfileResponseSchema = z.object({ profile: studentProfileSchema.nullish() });

const profilePath = (userId: string) => `/api/students/${encodeURIComponent(userId)}/profile`;

export const studentProfileApi = {
  /** GET /api/students/{id}/profile: null when the student has none yet (404 or no `profile`). */
  get: async (userId: string): Promise<StudentProfile | null> => {
    try {
      return (await request(maybeProfileResponseSchema, profilePath(userId))).profile ?? null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  /** POST /api/students/{id}/profile/initialize. */
  initialize: async (userId: string): Promise<StudentProfile> =>
    (await request(studentProfileResponseSchema, `${profilePath(userId)}/initialize`, { method: 'POST' })).profile,
  /** PUT /api/students/{id}/profile. */
  save: async (userId: string, body: StudentProfileUpdateBody): Promise<StudentProfile> =>
    (await request(studentProfileSavedSchema, profilePath(userId), { method: 'PUT', body })).profile,
};
