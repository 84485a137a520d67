import { myApplicationListResponseSchema, request, type MyApplicationListQuery } from '@/shared/api';

/** GET /api/me/applications: one page of the tutor's own applications, newest first. */
export function fetchMyApplications(query: MyApplicationListQuery) {
  return request(myApplicationListResponseSchema, '/api/me/applications', { query });
}
