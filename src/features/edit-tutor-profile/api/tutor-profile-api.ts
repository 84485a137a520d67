import { z } from 'zod';
import {
  ApiError,
  request,
  tutorProfileResponseSchema,
  tutorProfileSavedSchema,
  tutorProfileSchema,
  type TutorProfile,
  type TutorProfileUpdateBody,
} from '@/shared/api';

// The read may answer without a profile (the initialize-when-missing rule), so `profile` may be null here.
const maybeProfileResponseSchema = z.object({ profile: tutorProfileSchema.nullish() });

const profilePath = (userId: string) => `/api/tutors/${encodeURIComponent(userId)}/profile`;

export const tutorProfileApi = {
  /** GET /api/tutors/{id}/profile: null when the tutor has none yet (404 or no `profile`). */
  get: async (userId: string): Promise<TutorProfile | null> => {
    try {
      return (await request(maybeProfileResponseSchema, profilePath(userId))).profile ?? null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  /** POST /api/tutors/{id}/profile/initialize. */
  initialize: async (userId: string): Promise<TutorProfile> =>
    (await request(tutorProfileResponseSchema, `${profilePath(userId)}/initialize`, { method: 'POST' })).profile,
  /** PUT /api/tutors/{id}/profile with {education, tuition, personal}. */
  save: async (userId: string, body: TutorProfileUpdateBody): Promise<TutorProfile> =>
    (await request(tutorProfileSavedSchema, profilePath(userId), { method: 'PUT', body })).profile,
};
