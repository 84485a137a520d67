import { myTuitionListResponseSchema, request } from '@/shared/api';

/** GET /api/me/tuitions: the tuitions the tutor was selected for. */
export function fetchMyTuitions() {
  return request(myTuitionListResponseSchema, '/api/me/tuitions');
}
