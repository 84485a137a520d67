import { createEffect, sample } from 'effector';
import { applicationApi, type Application } from '@/entities/application';
import { $isAdmin } from '@/entities/session';
import { assignmentOutdated, deassignTutorFx, selectTutorFx } from '@/features/assign-tutor';
import { saveShortlistFx } from '@/features/shortlist-applicants';
import { APPLICATIONS_PAGE_SIZE, type ApiError, type ApplicationTab } from '@/shared/api';
import { routes } from '@/shared/config';
import { i18n, translateMessage } from '@/shared/i18n';
import { createPagedList } from '@/shared/lib/paged-list';

export type ApplicationsTab = ApplicationTab;

/** Job cards per page of a tab, so a long history never asks for hundreds of applicant lookups at once. */
export const JOBS_PER_PAGE = APPLICATIONS_PAGE_SIZE;
export const APPLICATIONS_LOAD_FAILURE = 'Failed to load applications';

export interface AdminApplicationsQuery {
  tab: ApplicationsTab;
  page: number;
}
/** One page of a tab, as the server pages it. */
export interface AdminApplicationsAnswer {
  data: Application[];
  total: number;
}

export const fetchAdminApplicationsFx = createEffect<AdminApplicationsQuery, AdminApplicationsAnswer, ApiError>(
  async ({ tab, page }) => {
    const answer = await applicationApi.list({ tab, page, limit: JOBS_PER_PAGE });
    return { data: answer.data, total: answer.total ?? answer.data.length };
  },
);

/** The jobs of one tab's page, newest application first, as GET /api/tuitionApply?tab=… answers. */
export const applicationsList = createPagedList({
  path: routes.adminApplications,
  filters: { tab: 'pending' as ApplicationsTab },
  filterValues: { tab: ['pending', 'assigned'] },
  size: JOBS_PER_PAGE,
  enabled: $isAdmin,
  load: ({ filters, page }) => fetchAdminApplicationsFx({ tab: filters.tab, page }),
  toItems: (answer) => ({ items: answer.data, total: answer.total }),
  errorMessage: (error) => {
    const failure = error as ApiError;
    return failure.fromServer && failure.message
      ? translateMessage(failure.message)
      : i18n.t('applications.loadFailed', { ns: 'admin', defaultValue: APPLICATIONS_LOAD_FAILURE });
  },
});

// The job's record is replaced by the server's answer: it leaves its tab at once, then the page refills.
const recordReplaced = sample({ clock: [selectTutorFx.doneData, deassignTutorFx.doneData] });
sample({
  clock: recordReplaced,
  source: { jobs: applicationsList.$items, query: applicationsList.$query },
  fn: ({ jobs, query }, updated) =>
    jobs
      .map((job) => (job.jobId === updated.jobId ? updated : job))
      .filter((job) => job.isAssigned === (query.filters.tab === 'assigned')),
  target: applicationsList.$items,
});
sample({ clock: [recordReplaced, assignmentOutdated], target: applicationsList.refreshed });
// A saved shortlist shows its badges.
sample({ clock: saveShortlistFx.done, target: applicationsList.refreshed });
