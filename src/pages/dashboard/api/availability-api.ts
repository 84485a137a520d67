import { callApi, tutorProfilesContract } from '@/shared/api';

/** The tutor takes new tuitions or not. */
export function saveAvailability(userId: string, isAvailable: boolean) {
  return callApi(tutorProfilesContract.availability, { params: { id: userId }, body: { isAvailable } });
}
