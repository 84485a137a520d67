import { createEffect, sample } from 'effector';
import { applicationApi, type Application } from '@/entities/application';
import { $isAdmin } from '@/entities/session';
import { assignmentOutdated, deassignTutorFx, selectTutorFx } from './assign-tutor';
import { saveShortlistFx } from './shortlist-applicants';
import { APPLICATIONS_PAGE_SIZE, type ApiError, type ApplicationTab } from '@/shared/api';
import { routes } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { createPagedList, serverMessageOr } from '@/shared/lib/paged-list';

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
  errorMessage: serverMessageOr(() => i18n.t('applications.loadFailed', { ns: 'admin', defaultValue: APPLICATIONS_LOAD_FAILURE })),
  key: (job) => job.jobId,
  matches: (job, { tab }) => job.isAssigned === (tab === 'assigned'),
});

// The job's record is replaced by the server's answer: it leaves its tab at once, then the page refills.
sample({ clock: [selectTutorFx.doneData, deassignTutorFx.doneData], target: applicationsList.itemReplaced });
// A saved shortlist shows its badges.
sample({ clock: [selectTutorFx.done, deassignTutorFx.done, assignmentOutdated, saveShortlistFx.done], target: applicationsList.refreshed });
