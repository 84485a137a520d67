import { createEffect, sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { deleteTuitionFx } from '@/features/delete-tuition';
import type { AdminTuitionListResponse, AdminTuitionStatusFilter, ApiError } from '@/shared/api';
import { routes } from '@/shared/config';
import { createPagedList } from '@/shared/lib/paged-list';
import { fetchAdminTuitions } from '../api/tuitions-api';

export const PAGE_SIZE = 10;
export const LOAD_ERROR = 'Failed to load tuitions';

export const fetchAdminTuitionsFx = createEffect<{ status: AdminTuitionStatusFilter; page: number }, AdminTuitionListResponse, ApiError>(
  ({ status, page }) => fetchAdminTuitions({ status, page, limit: PAGE_SIZE }),
);

export const tuitionsList = createPagedList({
  path: routes.adminTuitions,
  filters: { status: 'all' as AdminTuitionStatusFilter },
  filterValues: { status: ['all', 'active', 'assigned', 'closed'] },
  size: PAGE_SIZE,
  enabled: $isAdmin,
  load: ({ filters, page }) => fetchAdminTuitionsFx({ status: filters.status, page }),
  toItems: (answer) => ({ items: answer.data, total: answer.total }),
  errorMessage: (error) => (error instanceof Error && (error as ApiError).fromServer && error.message ? error.message : LOAD_ERROR),
});

// A deleted job leaves at once; then the page refills from the server (an emptied last page steps back).
tuitionsList.$items.on(deleteTuitionFx.done, (list, { params }) => list.filter((job) => job.jobId !== params));
tuitionsList.$total.on(deleteTuitionFx.done, (total) => Math.max(0, total - 1));
sample({ clock: deleteTuitionFx.done, target: tuitionsList.refreshed });
