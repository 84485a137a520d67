import { request, shortlistSavedSchema } from '@/shared/api';

/** PUT /api/admin/jobs/{jobId}/shortlist: the whole shortlist (1–5 waiting applicants). */
export function sendShortlist(jobId: string, tutorIds: string[]) {
  return request(shortlistSavedSchema, `/api/admin/jobs/${encodeURIComponent(jobId)}/shortlist`, { method: 'PUT', body: { tutorIds } });
}
