import { applicantLookupResponseSchema, applicationListSchema, request } from '@/shared/api';

/** Applications the caller may see: a tutor their own, a student those on their jobs, an admin all. */
export const applicationApi = {
  list: () => request(applicationListSchema, '/api/tuitionApply'),
  /** An applicant's name, e-mail and phone (admins only). */
  applicant: (tutorId: string) =>
    request(applicantLookupResponseSchema, `/api/admin/applicants/${encodeURIComponent(tutorId)}`),
};
