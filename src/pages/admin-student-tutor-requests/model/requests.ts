import { createEffect, createStore, sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { reviewAnswered } from './review-request';
import {
  ApiError,
  callApi,
  studentsContract,
  studentTutorRequestPageSchema,
  STUDENT_REQUEST_FILTERS,
  STUDENT_REQUESTS_PAGE_SIZE,
  type StudentRequestCounts,
  type StudentRequestFilter,
  type StudentTutorRequestPage,
} from '@/shared/api';
import { routes } from '@/shared/config';
import { createPagedList } from '@/shared/lib/paged-list';

/** The tab and page on screen. */
export type RequestsQuery = { status: StudentRequestFilter; page: number };
/** One page of a tab, as the server pages it: the page's requests, the tab's size and every tab's count. */
export type RequestsAnswer = Pick<StudentTutorRequestPage, 'requests' | 'total' | 'counts'>;

/** GET /api/students/get-tutor-requests?status=…&page=…: one page of the open tab, newest first. */
export const fetchRequestsFx = createEffect<RequestsQuery, RequestsAnswer, ApiError>(async ({ status, page }) => {
  const answer = await callApi(studentsContract.tutorRequests, { query: { status, page, limit: STUDENT_REQUESTS_PAGE_SIZE } });
  // An admin's answer for a tab carries every tab's count.
  const paged = studentTutorRequestPageSchema.safeParse(answer);
  if (!paged.success) throw new ApiError('Unexpected response from the server', 0, false);
  return paged.data;
});

export const requestsList = createPagedList({
  path: routes.adminStudentTutorRequests,
  texts: { ns: 'admin', prefix: 'studentRequests' },
  filters: { status: 'all' as StudentRequestFilter },
  filterValues: { status: STUDENT_REQUEST_FILTERS },
  size: STUDENT_REQUESTS_PAGE_SIZE,
  enabled: $isAdmin,
  load: ({ filters, page }) => fetchRequestsFx({ status: filters.status, page }),
  toItems: (answer) => ({ items: answer.requests, total: answer.total }),
  // In a status tab a card that lost the status leaves.
  matches: (request, { status }) => status === 'all' || request.status === status,
});

/** The server's newer copy of one request, with the copy shown before it. */
const requestReplaced = sample({
  clock: reviewAnswered,
  source: requestsList.$items,
  fn: (requests, { updated, opened }) => ({
    updated,
    before: requests.find((request) => request._id === updated._id) ?? (opened?._id === updated._id ? opened : null),
  }),
});
// The card changes at once, in place (or leaves a tab it no longer matches).
sample({ clock: requestReplaced, fn: ({ updated }) => updated, target: requestsList.itemReplaced });
// A decision moved it to another status: the counts follow at once, and the page refills from the server.
const statusMoved = sample({
  clock: requestReplaced,
  filter: ({ updated, before }) => before !== null && before.status !== updated.status,
  fn: ({ updated, before }) => ({ from: before!.status, to: updated.status }),
});
sample({ clock: statusMoved, target: requestsList.refreshed });
/** How many requests each tab holds on the server; kept while another tab loads, moved at once by a decision. */
export const $counts = createStore<StudentRequestCounts | null>(null)
  .on(requestsList.$answer.updates, (counts, answer) => answer?.counts ?? counts)
  .on(statusMoved, (counts, { from, to }) => counts && { ...counts, [from]: Math.max(0, counts[from] - 1), [to]: counts[to] + 1 });
