import { createEffect, sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { memberAccessFx } from '@/features/deactivate-member';
import { setPremiumFx } from './premium';
import { verifyTutorFx } from './verify-tutor';
import { adminTutorsContract, callApi, type AdminTutorFilter, type AdminTutorListResponse, type ApiError } from '@/shared/api';
import { routes } from '@/shared/config';
import { createPagedList } from '@/shared/lib/paged-list';

/** The list with the browser's offset, so "registered today" is the admin's own day. */
export const fetchAdminTutorsFx = createEffect<{ filter: AdminTutorFilter; search: string; page: number }, AdminTutorListResponse, ApiError>(
  (query) => callApi(adminTutorsContract.list, { query: { ...query, limit: 10, tzOffset: new Date().getTimezoneOffset() } }),
);

export const tutorsList = createPagedList({
  path: routes.adminTutors,
  texts: { ns: 'adminRecords', prefix: 'tutors' },
  // The header search links here with ?search=<email>.
  filters: { filter: 'all' as AdminTutorFilter, search: '' },
  filterValues: { filter: ['all', 'pending', 'verified', 'today'] },
  size: 10,
  enabled: $isAdmin,
  load: ({ filters, page }) => fetchAdminTutorsFx({ ...filters, page }),
  toItems: (answer) => ({ items: answer.tutors, total: answer.total }),
});

// One tutor's row replaced by the server's answer, in place (the spec's defect of patching 'verified' fixed).
sample({ clock: [verifyTutorFx.doneData, setPremiumFx.doneData], fn: ({ tutor }) => tutor, target: tutorsList.itemReplaced });
// The stat cards (and the filter's match) follow a verification or a delete: the list is fetched again behind the row.
sample({ clock: [verifyTutorFx.done, tutorsList.left], target: tutorsList.refreshed });

// Deactivated or reactivated: the row's flag follows at once.
const accessChanged = memberAccessFx.done.map(({ params }) => ({ key: params.userId, patch: { disabled: params.deactivate } }));
sample({ clock: accessChanged, target: tutorsList.itemPatched });
