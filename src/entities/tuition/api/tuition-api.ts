import { request } from '@/shared/api';
import { tuitionDetailResponseSchema, tuitionListResponseSchema, type TuitionListQuery } from '@/shared/api';

/** The public tuition calls: the board's page of active jobs and one job. */
export const tuitionApi = {
  list: (query: TuitionListQuery) => request(tuitionListResponseSchema, 'api/tuitions', { query }),
  get: (id: string) => request(tuitionDetailResponseSchema, `api/tuitions/${encodeURIComponent(id)}`),
};
