import { callApi, tutorsContract, type TutorListQuery } from '@/shared/api';

export const tutorApi = {
  /** Filtered and paged on the server. */
  list: (query: TutorListQuery) => callApi(tutorsContract.list, { query }),
  /** The public details of one tutor. */
  byId: (id: string) => callApi(tutorsContract.detail, { params: { id } }),
};
