import { request, tutorDetailResponseSchema, tutorListResponseSchema, type TutorListQuery } from '@/shared/api';

export const tutorApi = {
  /** GET /api/tutors/all: filtered and paged on the server. */
  list: (query: TutorListQuery) => request(tutorListResponseSchema, 'api/tutors/all', { query }),
  /** GET /api/tutors/{id}: the public details of one tutor. */
  byId: (id: string) => request(tutorDetailResponseSchema, `api/tutors/${encodeURIComponent(id)}`),
};
