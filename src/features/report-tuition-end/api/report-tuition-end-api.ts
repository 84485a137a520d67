import { callApi, memberReportsContract, type TuitionEndBody } from '@/shared/api';

/** The tutor's report, or the guardian's, that the tuition ended. */
export function sendTuitionEnd(jobId: string, body: TuitionEndBody, as: 'tutor' | 'guardian' = 'tutor') {
  const route = as === 'tutor' ? memberReportsContract.tutorTuitionEnd : memberReportsContract.guardianTuitionEnd;
  return callApi(route, { params: { jobId }, body });
}
