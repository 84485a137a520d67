import { createEffect, sample } from 'effector';
import { applicationApi, type Application } from '@/entities/application';
import { $isAdmin } from '@/entities/session';
import { assignmentOutdated, deassignTutorFx, selectTutorFx } from './assign-tutor';
import { saveShortlistFx } from './shortlist-applicants';
import { APPLICATIONS_PAGE_SIZE, type ApiError, type ApplicationTab } from '@/shared/api';
import { routes } from '@/shared/config';
import { createPagedList } from '@/shared/lib/paged-list';

// A tab and page on screen; one page of it as the server pages it (ten jobs, so a long history never asks for
// hundreds of applicant lookups at once).
export type AdminApplicationsQuery = { tab: ApplicationTab; page: number };
export type AdminApplicationsAnswer = { data: Application[]; total: number };

export const fetchAdminApplicationsFx = createEffect<AdminApplicationsQuery, AdminApplicationsAnswer, ApiError>(({ tab, page }) =>
  applicationApi.list({ tab, page, limit: APPLICATIONS_PAGE_SIZE }).then(({ data, total }) => ({ data, total: total ?? data.length })),
);

/** The jobs of one tab's page, newest application first, as GET /api/tuitionApply?tab=… answers. */
export const applicationsList = createPagedList({
  path: routes.adminApplications,
  texts: { ns: 'admin', prefix: 'applications' },
  filters: { tab: 'pending' as ApplicationTab },
  filterValues: { tab: ['pending', 'assigned'] },
  size: APPLICATIONS_PAGE_SIZE,
  enabled: $isAdmin,
  load: ({ filters, page }) => fetchAdminApplicationsFx({ tab: filters.tab, page }),
  toItems: (answer) => ({ items: answer.data, total: answer.total }),
  key: (job) => job.jobId,
  matches: (job, { tab }) => job.isAssigned === (tab === 'assigned'),
});

// The job's record is replaced by the server's answer: it leaves its tab at once, then the page refills.
sample({ clock: [selectTutorFx.doneData, deassignTutorFx.doneData], target: applicationsList.itemReplaced });
// A saved shortlist shows its badges.
sample({ clock: [selectTutorFx.done, deassignTutorFx.done, assignmentOutdated, saveShortlistFx.done], target: applicationsList.refreshed });
