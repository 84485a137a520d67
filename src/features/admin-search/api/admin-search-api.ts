import { adminSearchResponseSchema, request, type AdminSearchResponse } from '@/shared/api';

/** GET /api/admin/search?q=: at most five students, tutors and jobs matching the term (admin only). */
export const searchAdmin = (q: string): Promise<AdminSearchResponse> =>
  request(adminSearchResponseSchema, `/api/admin/search?q=${encodeURIComponent(q)}`);
