import { adminApplicationsContract, callApi, memberApplicationsContract, type ApplicationListQuery } from '@/shared/api';

/** Applications the caller may see: a tutor their own, a student those on their jobs, an admin all (or a tab's page). */
export const applicationApi = {
  list: (query?: ApplicationListQuery) => callApi(memberApplicationsContract.list, { query: query ?? {} }),
  /** An applicant's name, e-mail and phone (admins only). */
  applicant: (tutorId: string) => callApi(adminApplicationsContract.applicant, { params: { tutorId } }),
};
