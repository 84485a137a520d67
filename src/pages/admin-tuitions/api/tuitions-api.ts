import { adminTuitionsContract, callApi, type AdminTuitionListQuery } from '@/shared/api';

/** Every status (or one), newest first, one page (admin token). */
export const fetchAdminTuitions = (query: AdminTuitionListQuery) => callApi(adminTuitionsContract.list, { query });
