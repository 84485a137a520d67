import { adminTutorUpdatedSchema, request } from '@/shared/api';

/** PUT /api/tutors/verify/{id}: approve (true) or reject (false, with the reason the tutor is told). */
export function sendVerification(tutorId: string, isApproved: boolean, reason?: string) {
  return request(adminTutorUpdatedSchema, `/api/tutors/verify/${encodeURIComponent(tutorId)}`, {
    method: 'PUT',
    body: { isApproved, ...(reason ? { reason } : {}) },
  });
}
