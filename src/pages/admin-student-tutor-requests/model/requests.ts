import { createEffect, sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { reviewAnswered } from './review-request';
import { callApi, studentsContract, studentTutorRequestPageSchema, STUDENT_REQUEST_FILTERS, STUDENT_REQUESTS_PAGE_SIZE, type ApiError, type StudentRequestFilter, type StudentTutorRequestPage } from '@/shared/api';
import { routes } from '@/shared/config';
import { createPagedList } from '@/shared/lib/paged-list';

/** The tab and page on screen. */
export type RequestsQuery = { status: StudentRequestFilter; page: number };
/** One page of a tab, as the server pages it: the page's requests, the tab's size and every tab's count. */
export type RequestsAnswer = Pick<StudentTutorRequestPage, 'requests' | 'total' | 'counts'>;

/** GET /api/students/get-tutor-requests?status=…&page=…: one page of the open tab, newest first (an admin's answer is paged). */
export const fetchRequestsFx = createEffect<RequestsQuery, RequestsAnswer, ApiError>(async ({ status, page }) =>
  studentTutorRequestPageSchema.parse(await callApi(studentsContract.tutorRequests, { query: { status, page, limit: STUDENT_REQUESTS_PAGE_SIZE } })),
);

export const requestsList = createPagedList({
  path: routes.adminStudentTutorRequests,
  texts: { ns: 'admin', prefix: 'studentRequests' },
  filters: { status: 'all' as StudentRequestFilter },
  filterValues: { status: STUDENT_REQUEST_FILTERS },
  size: STUDENT_REQUESTS_PAGE_SIZE,
  enabled: $isAdmin,
  load: ({ filters, page }) => fetchRequestsFx({ status: filters.status, page }),
  toItems: (answer) => ({ items: answer.requests, total: answer.total }),
  // Every tab's count; a decision moves one at once.
  counts: { tab: (request) => request.status },
  // In a status tab a card that lost the status leaves.
  matches: (request, { status }) => status === 'all' || request.status === status,
});

// The server's newer copy of a request: the card changes at once, in place (or leaves a tab it no longer matches).
sample({ clock: reviewAnswered, fn: ({ updated }) => updated, target: requestsList.itemReplaced });
// A decision moved it to another status: the page refills from the server.
sample({ clock: requestsList.countMoved, target: requestsList.refreshed });
