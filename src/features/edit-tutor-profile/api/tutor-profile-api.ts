import { ApiError, callApi, tutorProfilesContract, type TutorProfile, type TutorProfileUpdateBody } from '@/shared/api';

export const tutorProfileApi = {
  /** Null when the tutor has none yet (404). */
  get: async (userId: string): Promise<TutorProfile | null> => {
    try {
      return (await callApi(tutorProfilesContract.profile, { params: { id: userId } })).profile;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  initialize: async (userId: string): Promise<TutorProfile> =>
    (await callApi(tutorProfilesContract.initialize, { params: { id: userId } })).profile,
  /** {education, tuition, personal}. */
  save: async (userId: string, body: TutorProfileUpdateBody): Promise<TutorProfile> =>
    (await callApi(tutorProfilesContract.save, { params: { id: userId }, body })).profile,
};
