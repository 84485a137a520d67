import { adminTutorsContract, callApi } from '@/shared/api';

/** Approve (true) or reject (false, with the reason the tutor is told). */
export function sendVerification(tutorId: string, isApproved: boolean, reason?: string) {
  return callApi(adminTutorsContract.verify, { params: { id: tutorId }, body: { isApproved, ...(reason ? { reason } : {}) } });
}
