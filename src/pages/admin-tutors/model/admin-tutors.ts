import { memberAccessFx } from '@/features/deactivate-member';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { setPremiumFx } from '@/features/toggle-premium';
import { verifyTutorFx } from '@/features/verify-tutor';
import type { AdminTutorFilter, AdminTutorListResponse, ApiError } from '@/shared/api';
import { routes } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { createPagedList } from '@/shared/lib/paged-list';
import { toast } from '@/shared/ui/toast';
import { fetchAdminTutors, type AdminTutorsQuery } from '../api/admin-tutors-api';

export const TUTORS_LOAD_FAILURE = 'Failed to load tutors';

/** A text of this screen in the language on screen (the English constants above and below are its words). */
const tr = (key: string): string => i18n.t(key, { ns: 'adminRecords' });

export const fetchAdminTutorsFx = createEffect<AdminTutorsQuery, AdminTutorListResponse, ApiError>(fetchAdminTutors);

export const tutorsList = createPagedList({
  path: routes.adminTutors,
  // The header search links here with ?search=<email>.
  filters: { filter: 'all' as AdminTutorFilter, search: '' },
  filterValues: { filter: ['all', 'pending', 'verified', 'today'] },
  size: 10,
  enabled: $isAdmin,
  load: ({ filters, page }) => fetchAdminTutorsFx({ ...filters, page }),
  toItems: (answer) => ({ items: answer.tutors, total: answer.total }),
  errorMessage: (error) => {
    const failure = error as ApiError;
    return failure.fromServer && failure.message ? failure.message : tr('tutors.loadFailed');
  },
});

// One tutor's row replaced by the server's answer, in place (the spec's defect of patching 'verified' fixed).
tutorsList.$items.on([verifyTutorFx.doneData, setPremiumFx.doneData], (tutors, { tutor: updated }) =>
  tutors.map((tutor) => (tutor._id === updated._id ? updated : tutor)),
);
// The stat cards (and the filter's match) follow a verification: the list is fetched again behind the updated row.
sample({ clock: verifyTutorFx.done, target: tutorsList.refreshed });

// Deactivated or reactivated: the row's flag follows at once.
tutorsList.$items.on(memberAccessFx.done, (tutors, { params }) =>
  tutors.map((tutor) => (tutor._id === params.userId ? { ...tutor, disabled: params.deactivate } : tutor)),
);

// ── Delete: the shared confirm modal (features/delete-user) on one row

export const TUTOR_DELETED = 'Tutor deleted successfully';
export const TUTOR_DELETE_FAILED = 'Failed to delete tutor';

export const tutorDeleteRequested = createEvent<{ id: string; name: string }>();
export const tutorDeleteClosed = createEvent();
/** The server removed the account: the row goes at once, the counts follow with a reload. */
export const tutorDeleted = createEvent<string>();
export const tutorDeleteFailed = createEvent();

export const $tutorToDelete = createStore<{ id: string; name: string } | null>(null)
  .on(tutorDeleteRequested, (_, tutor) => tutor)
  .reset(tutorDeleteClosed);

const notifyDeletedFx = createEffect(() => {
  toast.success(tr('tutors.deleted'));
});
const notifyDeleteFailedFx = createEffect(() => {
  toast.error(tr('tutors.deleteFailed'));
});

tutorsList.$items.on(tutorDeleted, (tutors, id) => tutors.filter((tutor) => tutor._id !== id));
tutorsList.$total.on(tutorDeleted, (total) => Math.max(0, total - 1));
sample({ clock: tutorDeleted, target: [notifyDeletedFx, tutorsList.refreshed] });
sample({ clock: tutorDeleteFailed, target: notifyDeleteFailedFx });
