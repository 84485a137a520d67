import { adminApplicationsContract, callApi, type SelectTutorBody } from '@/shared/api';

/** The tutor and the agreed terms: the job's record after the selection. */
export function sendSelectTutor(jobId: string, body: SelectTutorBody) {
  return callApi(adminApplicationsContract.select, { params: { jobId }, body });
}

/** The job's record after the deassignment. */
export function sendDeassignTutor(jobId: string) {
  return callApi(adminApplicationsContract.deassign, { params: { jobId }, query: {} });
}
