import { adminTuitionListResponseSchema, request, type AdminTuitionListQuery } from '@/shared/api';

/** GET /api/admin/tuitions: every status (or one), newest first, one page (admin token). */
export const fetchAdminTuitions = (query: AdminTuitionListQuery) =>
  request(adminTuitionListResponseSchema, '/api/admin/tuitions', { query });
