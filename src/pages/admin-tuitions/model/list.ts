import { createEffect, sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { closeTuitionFx } from './close';
import { deleteTuitionFx } from '@/features/delete-tuition';
import { adminTuitionsContract, callApi, type AdminTuitionListResponse, type AdminTuitionStatusFilter, type ApiError } from '@/shared/api';
import { routes } from '@/shared/config';
import { createPagedList } from '@/shared/lib/paged-list';

type Query = { status: AdminTuitionStatusFilter; search: string; page: number };

/** Every status (or one), newest first, one page (admin token). */
export const fetchAdminTuitionsFx = createEffect<Query, AdminTuitionListResponse, ApiError>(({ search, ...query }) =>
  callApi(adminTuitionsContract.list, { query: { ...query, ...(search ? { q: search } : {}), limit: 10 } }),
);

export const tuitionsList = createPagedList({
  path: routes.adminTuitions,
  texts: { ns: 'admin', prefix: 'tuitions' },
  // The search takes a job number ("SK-10234" or "10234"), an id's start, a title or a guardian's name.
  filters: { status: 'all' as AdminTuitionStatusFilter, search: '' },
  filterValues: { status: ['all', 'active', 'assigned', 'closed'] },
  size: 10,
  enabled: $isAdmin,
  load: ({ filters, page }) => fetchAdminTuitionsFx({ ...filters, page }),
  toItems: (answer) => ({ items: answer.data, total: answer.total }),
  key: (job) => job.jobId,
  matches: (job, { status }) => status === 'all' || job.status === status,
});

// A deleted job leaves at once, a closed one shows its new status (or leaves its status filter); then the page
// refills from the server (an emptied last page steps back).
sample({ clock: deleteTuitionFx.done, fn: ({ params }) => params, target: tuitionsList.itemRemoved });
sample({ clock: closeTuitionFx.doneData, fn: ({ data }) => data, target: tuitionsList.itemReplaced });
sample({ clock: [tuitionsList.left, closeTuitionFx.done], target: tuitionsList.refreshed });
