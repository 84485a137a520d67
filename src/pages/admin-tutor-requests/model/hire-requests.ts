import { sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { changeHireRequestStatusFx } from './toggle-request';
import { adminHireRequestsContract, HIRE_REQUESTS_PAGE_SIZE, type HireRequestFilter } from '@/shared/api';
import { routes } from '@/shared/config';
import { createRouteList } from '@/shared/lib/paged-list';

/** One page of a tab, newest first (admin token: the cards carry phone numbers). */
export const hireRequestsList = createRouteList(adminHireRequestsContract.list, {
  path: routes.adminTutorRequests,
  texts: { ns: 'admin', prefix: 'tutorRequests' },
  filters: { status: 'all' as HireRequestFilter },
  filterValues: { status: ['all', 'pending', 'completed'] },
  size: HIRE_REQUESTS_PAGE_SIZE,
  enabled: $isAdmin,
  toItems: (answer) => ({ items: answer.data, total: answer.total }),
  // Always the fixed words, as before the list conventions (not the server's sentence).
  fixedError: true,
  // Every tab's count; a toggle moves one at once.
  counts: { tab: (request) => (request.isCompleted ? 'completed' : 'pending') },
  // In a filtered tab a card that no longer matches leaves at once (the page refills behind it).
  matches: (request, { status }) => status === 'all' || (status === 'completed') === request.isCompleted,
});

// A toggle's answer: the card and the counts follow the server.
sample({ clock: changeHireRequestStatusFx.doneData, fn: ({ data }) => data, target: hireRequestsList.itemReplaced });
sample({ clock: hireRequestsList.left, target: hireRequestsList.refreshed });
