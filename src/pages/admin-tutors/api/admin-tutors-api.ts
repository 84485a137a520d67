import { adminTutorListResponseSchema, request, type AdminTutorFilter } from '@/shared/api';

export interface AdminTutorsQuery {
  filter: AdminTutorFilter;
  search: string;
  page: number;
}

/** GET /api/admin/tutors with the browser's offset, so "registered today" is the admin's own day. */
export function fetchAdminTutors({ filter, search, page }: AdminTutorsQuery) {
  return request(adminTutorListResponseSchema, '/api/admin/tutors', {
    query: { filter, search, page, limit: 10, tzOffset: new Date().getTimezoneOffset() },
  });
}
