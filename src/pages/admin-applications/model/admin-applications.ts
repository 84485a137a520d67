import { sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { assignmentOutdated, deassignTutorFx, selectTutorFx } from './assign-tutor';
import { saveShortlistFx } from './shortlist-applicants';
import { APPLICATIONS_PAGE_SIZE, memberApplicationsContract, type ApplicationTab } from '@/shared/api';
import { routes } from '@/shared/config';
import { createRouteList } from '@/shared/lib/paged-list';

/**
 * The jobs of one tab's page, newest application first, as GET /api/tuitionApply?tab=… answers (ten jobs, so a long
 * history never asks for hundreds of applicant lookups at once).
 */
export const applicationsList = createRouteList(memberApplicationsContract.list, {
  path: routes.adminApplications,
  texts: { ns: 'admin', prefix: 'applications' },
  filters: { tab: 'pending' as ApplicationTab },
  filterValues: { tab: ['pending', 'assigned'] },
  size: APPLICATIONS_PAGE_SIZE,
  enabled: $isAdmin,
  toItems: (answer) => ({ items: answer.data, total: answer.total ?? answer.data.length }),
  key: (job) => job.jobId,
  matches: (job, { tab }) => job.isAssigned === (tab === 'assigned'),
});

// The job's record is replaced by the server's answer: it leaves its tab at once, then the page refills.
sample({ clock: [selectTutorFx.doneData, deassignTutorFx.doneData], target: applicationsList.itemReplaced });
// A saved shortlist shows its badges.
sample({ clock: [selectTutorFx.done, deassignTutorFx.done, assignmentOutdated, saveShortlistFx.done], target: applicationsList.refreshed });
