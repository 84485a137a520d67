import { createEffect } from 'effector';
import { $isTutor } from '@/entities/session';
import { ApiError, type MyTuitionListResponse } from '@/shared/api';
import { routes } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { createPagedList } from '@/shared/lib/paged-list';
import { fetchMyTuitions } from '../api/my-tuitions-api';

export const MY_TUITIONS_LOAD_ERROR = 'Could not load your tuitions';

export const fetchMyTuitionsFx = createEffect<void, MyTuitionListResponse, ApiError>(() => fetchMyTuitions());

/** My Tuitions: every tuition the tutor was selected for (a handful: one page). */
export const myTuitionsList = createPagedList({
  path: routes.myTuitions,
  filters: {},
  size: Infinity,
  enabled: $isTutor,
  load: () => fetchMyTuitionsFx(),
  toItems: ({ data }) => ({ items: data, total: data.length }),
  errorMessage: (error) => (error instanceof ApiError && error.fromServer && error.message ? error.message : i18n.t('common.connectionError', { ns: 'member' })),
});
