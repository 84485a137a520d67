import { sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { closeTuitionFx } from './close';
import { deleteTuitionFx } from '@/features/delete-tuition';
import { adminTuitionsContract, type AdminTuitionStatusFilter } from '@/shared/api';
import { routes } from '@/shared/config';
import { createRouteList } from '@/shared/lib/paged-list';

export const tuitionsList = createRouteList(adminTuitionsContract.list, {
  path: routes.adminTuitions,
  texts: { ns: 'admin', prefix: 'tuitions' },
  // The spec's words ('Failed to load tuitions'), whatever the server said.
  fixedError: true,
  // The search takes a job number ("SK-10234" or "10234"), an id's start, a title or a guardian's name.
  filters: { status: 'all' as AdminTuitionStatusFilter, search: '' },
  filterValues: { status: ['all', 'active', 'assigned', 'closed'] },
  size: 10,
  enabled: $isAdmin,
  query: ({ search, ...query }) => ({ ...query, ...(search ? { q: search } : {}) }),
  toItems: (answer) => ({ items: answer.data, total: answer.total }),
  key: (job) => job.jobId,
  matches: (job, { status }) => status === 'all' || job.status === status,
});

// A deleted job leaves at once, a closed one shows its new status (or leaves its status filter); then the page
// refills from the server (an emptied last page steps back).
sample({ clock: deleteTuitionFx.done, fn: ({ params }) => params, target: tuitionsList.itemRemoved });
sample({ clock: closeTuitionFx.doneData, fn: ({ data }) => data, target: tuitionsList.itemReplaced });
sample({ clock: [tuitionsList.left, closeTuitionFx.done], target: tuitionsList.refreshed });
