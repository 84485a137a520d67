import { adminTutorUpdatedSchema, request } from '@/shared/api';

/** PUT /api/tutors/{id}/premium: sets the tutor's premium mark. */
export function sendPremium(tutorId: string, isPremium: boolean) {
  return request(adminTutorUpdatedSchema, `/api/tutors/${encodeURIComponent(tutorId)}/premium`, {
    method: 'PUT',
    body: { isPremium },
  });
}
