import { adminShortlistsContract, callApi } from '@/shared/api';

/** The whole shortlist (1–5 waiting applicants). */
export function sendShortlist(jobId: string, tutorIds: string[]) {
  return callApi(adminShortlistsContract.shortlist, { params: { jobId }, body: { tutorIds } });
}
