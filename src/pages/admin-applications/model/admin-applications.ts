import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { applicationApi, type Application } from '@/entities/application';
import { assignmentOutdated, deassignTutorFx, selectTutorFx } from '@/features/assign-tutor';
import { APPLICATIONS_PAGE_SIZE, type ApiError, type ApplicationTab } from '@/shared/api';

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

/** The page is on screen, opened on this tab (from ?tab=). */
export const adminApplicationsOpened = createEvent<ApplicationsTab>();
export const tabChanged = createEvent<ApplicationsTab>();
export const pageChanged = createEvent<number>();
/** "Try Again" of the error box. */
export const retried = createEvent();

export const fetchAdminApplicationsFx = createEffect<AdminApplicationsQuery, AdminApplicationsAnswer, ApiError>(
  async ({ tab, page }) => {
    const answer = await applicationApi.list({ tab, page, limit: JOBS_PER_PAGE });
    return { data: answer.data, total: answer.total ?? answer.data.length };
  },
);

export const $tab = createStore<ApplicationsTab>('pending')
  .on(adminApplicationsOpened, (_, tab) => tab)
  .on(tabChanged, (_, tab) => tab);
export const $page = createStore(1)
  .on(pageChanged, (_, page) => Math.max(1, page))
  .reset(adminApplicationsOpened, tabChanged);
const $query = combine($tab, $page, (tab, page): AdminApplicationsQuery => ({ tab, page }));

/** An answer still about the tab and page on screen (a quicker later click wins over a slow earlier answer). */
const pageArrived = sample({
  clock: fetchAdminApplicationsFx.done,
  source: $query,
  filter: (query, { params }) => query.tab === params.tab && query.page === params.page,
  fn: (_, { result }) => result,
});

/** The jobs of the page on screen, newest application first, as GET /api/tuitionApply?tab=… answers. */
export const $applications = createStore<Application[]>([]).on(pageArrived, (_, { data }) => data);
/** How many jobs the open tab holds on the server. */
export const $total = createStore(0).on(pageArrived, (_, { total }) => total);
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

/** The cards on screen: a job that just moved to the other tab leaves at once, before the page refills. */
export const $visibleJobs = combine($applications, $tab, (applications, tab) =>
  applications.filter((job) => job.isAssigned === (tab === 'assigned')),
);
export const $pageCount = $total.map((total) => Math.max(1, Math.ceil(total / JOBS_PER_PAGE)));
export const $currentPage = $page;

// The job's record is replaced by the server's answer: it moves to the other tab at once, no reload.
const recordReplaced = sample({ clock: [selectTutorFx.doneData, deassignTutorFx.doneData] });
$applications.on(recordReplaced, (applications, updated) =>
  applications.map((job) => (job.jobId === updated.jobId ? updated : job)),
);

// Any change of tab or page asks the server; so does a move (the page refills) or an outdated record.
sample({
  clock: [adminApplicationsOpened, tabChanged, pageChanged, retried, assignmentOutdated, recordReplaced],
  source: $query,
  target: fetchAdminApplicationsFx,
});

// A page emptied by moves steps back to the tab's last page.
sample({
  clock: pageArrived,
  source: $page,
  filter: (page, { data, total }) => data.length === 0 && page > 1 && total > 0,
  fn: (_, { total }) => Math.ceil(total / JOBS_PER_PAGE),
  target: pageChanged,
});
