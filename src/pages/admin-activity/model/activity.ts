import { createEffect, createStore, sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { ACTIVITY_PAGE_SIZE, type ActivityListResponse, type ApiError, type StaffListResponse, type StaffMember } from '@/shared/api';
import { routes } from '@/shared/config';
import { i18n, translateMessage } from '@/shared/i18n';
import { createPagedList } from '@/shared/lib/paged-list';
import { fetchActivity, fetchStaff, type ActivityFilters } from '../api/activity-api';
import { ACTIVITY_TEXTS } from '../config/texts';

export const fetchActivityFx = createEffect<{ filters: ActivityFilters; page: number }, ActivityListResponse, ApiError>(fetchActivity);
export const fetchStaffFx = createEffect<void, StaffListResponse, ApiError>(fetchStaff);

const NO_FILTERS: ActivityFilters = { actor: '', recordType: '', recordId: '', from: '', to: '' };

export const activityList = createPagedList({
  path: routes.adminActivity,
  filters: NO_FILTERS,
  size: ACTIVITY_PAGE_SIZE,
  enabled: $isAdmin,
  load: ({ filters, page }) => fetchActivityFx({ filters, page }),
  toItems: (answer) => ({ items: answer.data, total: answer.total }),
  errorMessage: (error) => {
    const failure = error as ApiError;
    const text = (key: 'ownerOnly' | 'loadFailed') => i18n.t(`activity.${key}`, { ns: 'admin', defaultValue: ACTIVITY_TEXTS[key] });
    if (failure.status === 403) return text('ownerOnly');
    // A refused filter (400) says what is wrong with it; anything else gets the plain sentence.
    return failure.fromServer && failure.status === 400 && failure.message ? translateMessage(failure.message) : text('loadFailed');
  },
});

/** The staff the person filter offers (empty until loaded, or when it could not be). */
export const $staff = createStore<StaffMember[]>([]).on(fetchStaffFx.doneData, (_, answer) => answer.data);

// The person filter's names load with the first page of the log.
sample({
  clock: activityList.loadFx,
  source: { staff: $staff, pending: fetchStaffFx.pending },
  filter: ({ staff, pending }) => staff.length === 0 && !pending,
  fn: () => undefined,
  target: fetchStaffFx,
});
