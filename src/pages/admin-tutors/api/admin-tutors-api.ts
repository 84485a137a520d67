import { adminTutorsContract, callApi, type AdminTutorFilter } from '@/shared/api';

export interface AdminTutorsQuery {
  filter: AdminTutorFilter;
  search: string;
  page: number;
}

/** The list with the browser's offset, so "registered today" is the admin's own day. */
export function fetchAdminTutors({ filter, search, page }: AdminTutorsQuery) {
  return callApi(adminTutorsContract.list, {
    query: { filter, search, page, limit: 10, tzOffset: new Date().getTimezoneOffset() },
  });
}
