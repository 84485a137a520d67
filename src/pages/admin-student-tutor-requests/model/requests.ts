import { sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { reviewAnswered } from './review-request';
import { studentsContract, STUDENT_REQUEST_FILTERS, STUDENT_REQUESTS_PAGE_SIZE, type StudentRequestFilter } from '@/shared/api';
import { routes } from '@/shared/config';
import { createRouteList } from '@/shared/lib/paged-list';

/** One page of the open tab, newest first; an admin's answer carries the tab's size and every tab's count. */
export const requestsList = createRouteList(studentsContract.tutorRequests, {
  path: routes.adminStudentTutorRequests,
  texts: { ns: 'admin', prefix: 'studentRequests' },
  filters: { status: 'all' as StudentRequestFilter },
  filterValues: { status: STUDENT_REQUEST_FILTERS },
  size: STUDENT_REQUESTS_PAGE_SIZE,
  enabled: $isAdmin,
  toItems: (answer) => ({ items: answer.requests, total: answer.total ?? answer.requests.length }),
  // Every tab's count; a decision moves one at once.
  counts: { tab: (request) => request.status },
  // In a status tab a card that lost the status leaves.
  matches: (request, { status }) => status === 'all' || request.status === status,
});

// The server's newer copy of a request: the card changes at once, in place (or leaves a tab it no longer matches).
sample({ clock: reviewAnswered, fn: ({ updated }) => updated, target: requestsList.itemReplaced });
// A decision moved it to another status: the page refills from the server.
sample({ clock: requestsList.countMoved, target: requestsList.refreshed });
