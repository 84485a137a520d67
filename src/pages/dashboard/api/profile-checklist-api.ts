import { profileChecklistResponseSchema, request } from '@/shared/api';

/** GET /api/me/profile-checklist: what the signed-in tutor's profile still needs for verification and premium. */
export function getProfileChecklist() {
  return request(profileChecklistResponseSchema, '/api/me/profile-checklist');
}
