import { createEffect, sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { closeTuitionFx } from '@/features/close-tuition';
import { deleteTuitionFx } from '@/features/delete-tuition';
import type { AdminTuitionListResponse, AdminTuitionStatusFilter, ApiError } from '@/shared/api';
import { routes } from '@/shared/config';
import { i18n, translateMessage } from '@/shared/i18n';
import { createPagedList } from '@/shared/lib/paged-list';
import { fetchAdminTuitions } from '../api/tuitions-api';

export const PAGE_SIZE = 10;
export const LOAD_ERROR = 'Failed to load tuitions';

export const fetchAdminTuitionsFx = createEffect<
  { status: AdminTuitionStatusFilter; search: string; page: number },
  AdminTuitionListResponse,
  ApiError
>(({ status, search, page }) => fetchAdminTuitions({ status, ...(search ? { q: search } : {}), page, limit: PAGE_SIZE }));

export const tuitionsList = createPagedList({
  path: routes.adminTuitions,
  // The search takes a job number ("SK-10234" or "10234"), an id's start, a title or a guardian's name.
  filters: { status: 'all' as AdminTuitionStatusFilter, search: '' },
  filterValues: { status: ['all', 'active', 'assigned', 'closed'] },
  size: PAGE_SIZE,
  enabled: $isAdmin,
  load: ({ filters, page }) => fetchAdminTuitionsFx({ status: filters.status, search: filters.search, page }),
  toItems: (answer) => ({ items: answer.data, total: answer.total }),
  errorMessage: (error) =>
    error instanceof Error && (error as ApiError).fromServer && error.message
      ? translateMessage(error.message)
      : i18n.t('tuitions.loadFailed', { ns: 'admin', defaultValue: LOAD_ERROR }),
});

// A deleted job leaves at once; then the page refills from the server (an emptied last page steps back).
tuitionsList.$items.on(deleteTuitionFx.done, (list, { params }) => list.filter((job) => job.jobId !== params));
tuitionsList.$total.on(deleteTuitionFx.done, (total) => Math.max(0, total - 1));
sample({ clock: deleteTuitionFx.done, target: tuitionsList.refreshed });

// A closed job shows its new status at once, then the page refills (a status filter may drop it).
tuitionsList.$items.on(closeTuitionFx.doneData, (list, { data }) => list.map((job) => (job.jobId === data.jobId ? data : job)));
sample({ clock: closeTuitionFx.done, target: tuitionsList.refreshed });
