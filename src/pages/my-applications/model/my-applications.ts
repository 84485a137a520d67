import { createEffect } from 'effector';
import { $isTutor } from '@/entities/session';
import { applicationWithdrawn } from './withdraw';
import { ApiError, MY_APPLICATIONS_PAGE_SIZE, type MyApplicationListQuery, type MyApplicationListResponse } from '@/shared/api';
import { routes } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { createPagedList } from '@/shared/lib/paged-list';
import { fetchMyApplications } from '../api/my-applications-api';

export const MY_APPLICATIONS_LOAD_ERROR = 'Could not load your applications';

export const fetchMyApplicationsFx = createEffect<MyApplicationListQuery, MyApplicationListResponse, ApiError>(fetchMyApplications);

/** My Applications: the tutor's applications, newest first, one server page at a time (?page= in the address). */
export const myApplicationsList = createPagedList({
  path: routes.myApplications,
  filters: {},
  size: MY_APPLICATIONS_PAGE_SIZE,
  enabled: $isTutor,
  load: ({ page, size }) => fetchMyApplicationsFx({ page, limit: size }),
  toItems: (answer) => ({ items: answer.data, total: answer.total }),
  errorMessage: (error) => (error instanceof ApiError && error.fromServer && error.message ? error.message : i18n.t('common.connectionError', { ns: 'member' })),
});

// A withdrawal shows at once: the row becomes the server's answer (Withdrawn, with its date).
myApplicationsList.$items.on(applicationWithdrawn, (items, withdrawn) =>
  items.map((item) => (item.id === withdrawn.id ? withdrawn : item)),
);
