import { ApiError, callApi, studentsContract, type StudentProfileUpdateBody } from '@/shared/api';

export const studentProfileApi = {
  /** The student's profile, or null when they have none yet (404 until initialized). */
  get: async (userId: string) => {
    try {
      return (await callApi(studentsContract.profile, { params: { id: userId } })).profile;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  /** Creates the profile from the account, or answers the existing one. */
  initialize: async (userId: string) =>
    (await callApi(studentsContract.initializeProfile, { params: { id: userId } })).profile,
  save: async (userId: string, body: StudentProfileUpdateBody) =>
    (await callApi(studentsContract.saveProfile, { params: { id: userId }, body })).profile,
};
