import { adminStudentRequestsContract, callApi, type ReviewDecision, type TutorRequestEditBody } from '@/shared/api';

/** The review screen's calls (admin token). */
export const reviewRequestApi = {
  /** One request, fresh, when its details open. */
  fetch: (id: string) => callApi(adminStudentRequestsContract.get, { params: { id } }),
  /** 'approved' also creates the tuition and stores its jobId on the server, in one transaction. */
  changeStatus: (id: string, status: ReviewDecision, reason?: string) =>
    callApi(adminStudentRequestsContract.changeStatus, { params: { id }, body: { status, ...(reason ? { reason } : {}) } }),
  save: (id: string, body: TutorRequestEditBody) => callApi(adminStudentRequestsContract.update, { params: { id }, body }),
};
