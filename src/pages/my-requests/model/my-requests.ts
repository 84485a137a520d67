import { createEffect, sample } from 'effector';
import { shortlistChanged } from './shortlist';
import { $sessionUser } from '@/entities/session';
import { ApiError, type MyRequestList, type MyRequestSaved, type StudentTutorRequestBody } from '@/shared/api';
import { routes } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { createPagedList } from '@/shared/lib/paged-list';
import { myRequestsApi } from '../api/my-requests-api';

export const MY_REQUESTS_LOAD_ERROR = 'Could not load your requests';

export const fetchMyRequestsFx = createEffect<void, MyRequestList, ApiError>(() => myRequestsApi.list());

export interface EditRequestParams {
  id: string;
  body: StudentTutorRequestBody;
}
export const editRequestFx = createEffect<EditRequestParams, MyRequestSaved, ApiError>(({ id, body }) => myRequestsApi.edit(id, body));

export interface WithdrawRequestParams {
  id: string;
  reason?: string;
}
export const withdrawRequestFx = createEffect<WithdrawRequestParams, MyRequestSaved, ApiError>(({ id, reason }) =>
  myRequestsApi.withdraw(id, reason),
);

const $isGuardian = $sessionUser.map((user) => user?.userType === 'student');

/** My requests: a guardian's requests (a handful: one page), newest first as the server sends them. */
export const myRequestsList = createPagedList({
  path: routes.myRequests,
  filters: {},
  size: Infinity,
  enabled: $isGuardian,
  load: () => fetchMyRequestsFx(),
  toItems: ({ requests }) => ({ items: requests, total: requests.length }),
  errorMessage: (error) =>
    error instanceof ApiError && error.fromServer && error.message ? error.message : i18n.t('common.connectionError', { ns: 'member' }),
});

// A change to one request (edit, withdraw, pick, ask for more) shows its new stage and timeline.
sample({ clock: [editRequestFx.done, withdrawRequestFx.done, shortlistChanged], target: myRequestsList.refreshed });
