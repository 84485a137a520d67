import { adminTutorUpdatedSchema, request } from '@/shared/api';

/** PUT /api/tutors/verify/{id}: approve (true) or reject (false). */
export function sendVerification(tutorId: string, isApproved: boolean) {
  return request(adminTutorUpdatedSchema, `/api/tutors/verify/${encodeURIComponent(tutorId)}`, {
    method: 'PUT',
    body: { isApproved },
  });
}
