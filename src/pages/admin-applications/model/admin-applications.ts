import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { applicationApi, type Application } from '@/entities/application';
import { assignmentOutdated, deassignTutorFx, selectTutorFx } from '@/features/assign-tutor';
import type { ApiError } from '@/shared/api';

export type ApplicationsTab = 'pending' | 'assigned';

/** Job cards per page of a tab, so a long history never asks for hundreds of applicant lookups at once. */
export const JOBS_PER_PAGE = 10;
export const APPLICATIONS_LOAD_FAILURE = 'Failed to load applications';

/** The page is on screen, opened on this tab (from ?tab=). */
export const adminApplicationsOpened = createEvent<ApplicationsTab>();
export const tabChanged = createEvent<ApplicationsTab>();
export const pageChanged = createEvent<number>();
/** "Try Again" of the error box. */
export const retried = createEvent();

export const fetchAdminApplicationsFx = createEffect<void, Application[], ApiError>(
  async () => (await applicationApi.list()).data,
);

export const $tab = createStore<ApplicationsTab>('pending')
  .on(adminApplicationsOpened, (_, tab) => tab)
  .on(tabChanged, (_, tab) => tab);
export const $page = createStore(1)
  .on(pageChanged, (_, page) => Math.max(1, page))
  .reset(adminApplicationsOpened, tabChanged);

/** Every job with applicants, newest application first, as GET /api/tuitionApply answers. */
export const $applications = createStore<Application[]>([]).on(fetchAdminApplicationsFx.doneData, (_, data) => data);
/** False until the first answer of this visit: the spinner shows only then; later loads keep the cards. */
export const $loaded = createStore(false)
  .on(fetchAdminApplicationsFx.done, () => true)
  .reset(adminApplicationsOpened);
export const $loadError = createStore<string | null>(null)
  .on(fetchAdminApplicationsFx.failData, (_, error) =>
    error.fromServer && error.message ? error.message : APPLICATIONS_LOAD_FAILURE,
  )
  .reset(fetchAdminApplicationsFx.done, adminApplicationsOpened);
export const $loading = fetchAdminApplicationsFx.pending;

/** The jobs of the open tab: Pending are jobs without their tutor, Assigned those with one. */
export const $tabJobs = combine($applications, $tab, (applications, tab) =>
  applications.filter((job) => job.isAssigned === (tab === 'assigned')),
);
export const $pageCount = $tabJobs.map((jobs) => Math.max(1, Math.ceil(jobs.length / JOBS_PER_PAGE)));
/** The cards on screen; a page emptied by a move to the other tab steps back. */
export const $visibleJobs = combine($tabJobs, $page, $pageCount, (jobs, page, pages) => {
  const current = Math.min(page, pages);
  return jobs.slice((current - 1) * JOBS_PER_PAGE, current * JOBS_PER_PAGE);
});
export const $currentPage = combine($page, $pageCount, (page, pages) => Math.min(page, pages));

sample({ clock: [adminApplicationsOpened, retried, assignmentOutdated], target: fetchAdminApplicationsFx });

// The job's record is replaced by the server's answer: it moves to the other tab at once, no reload.
const recordReplaced = sample({ clock: [selectTutorFx.doneData, deassignTutorFx.doneData] });
$applications.on(recordReplaced, (applications, updated) =>
  applications.map((job) => (job.jobId === updated.jobId ? updated : job)),
);
