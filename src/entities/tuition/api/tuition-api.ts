import { callApi, tuitionsContract, type TuitionListQuery } from '@/shared/api';

/** The public tuition calls: the board's page of active jobs and one job. */
export const tuitionApi = {
  list: (query: TuitionListQuery) => callApi(tuitionsContract.list, { query }),
  get: (id: string) => callApi(tuitionsContract.detail, { params: { id } }),
};
