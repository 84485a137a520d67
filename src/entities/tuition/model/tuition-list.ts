import { createEffect } from 'effector';
import type { ApiError, TuitionListQuery, TuitionListResponse } from '@/shared/api';
import { tuitionApi } from '../api/tuition-api';

/** GET /api/tuitions as the board asks it: always a page and its size. */
export type BoardQuery = TuitionListQuery & { page: number; limit: number };

/** One page of active jobs, filtered and paged by the server. */
export const fetchTuitionsFx = createEffect<BoardQuery, TuitionListResponse, ApiError>((query) => tuitionApi.list(query));
