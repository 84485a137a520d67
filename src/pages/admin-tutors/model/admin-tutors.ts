import { sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { followMemberAccess } from '@/features/deactivate-member';
import { setPremiumFx } from './premium';
import { verifyTutorFx } from './verify-tutor';
import { adminTutorsContract, type AdminTutorFilter } from '@/shared/api';
import { routes } from '@/shared/config';
import { createRouteList } from '@/shared/lib/paged-list';

export const tutorsList = createRouteList(adminTutorsContract.list, {
  path: routes.adminTutors,
  texts: { ns: 'adminRecords', prefix: 'tutors' },
  // The header search links here with ?search=<email>.
  filters: { filter: 'all' as AdminTutorFilter, search: '' },
  filterValues: { filter: ['all', 'pending', 'verified', 'today'] },
  size: 10,
  enabled: $isAdmin,
  // With the browser's offset, so "registered today" is the admin's own day.
  query: (query) => ({ ...query, tzOffset: new Date().getTimezoneOffset() }),
  toItems: (answer) => ({ items: answer.tutors, total: answer.total }),
});

// One tutor's row replaced by the server's answer, in place (the spec's defect of patching 'verified' fixed).
sample({ clock: [verifyTutorFx.doneData, setPremiumFx.doneData], fn: ({ tutor }) => tutor, target: tutorsList.itemReplaced });
// The stat cards (and the filter's match) follow a verification or a delete: the list is fetched again behind the row.
sample({ clock: [verifyTutorFx.done, tutorsList.left], target: tutorsList.refreshed });
followMemberAccess(tutorsList);
