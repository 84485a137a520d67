import { availabilityResponseSchema, request } from '@/shared/api';

/** PUT /api/tutors/{id}/availability: the tutor takes new tuitions or not. */
export function saveAvailability(userId: string, isAvailable: boolean) {
  return request(availabilityResponseSchema, `/api/tutors/${encodeURIComponent(userId)}/availability`, {
    method: 'PUT',
    body: { isAvailable },
  });
}
