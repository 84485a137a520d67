import { messageResponseSchema, request, type TutorContactBody } from '@/shared/api';

/** POST /api/tutors/{id}/contact: stored for the operations team, who call the guardian back. */
export const sendTutorContact = (tutorId: string, body: TutorContactBody) =>
  request(messageResponseSchema, `api/tutors/${encodeURIComponent(tutorId)}/contact`, { method: 'POST', body });
