import { createEffect, createEvent, createStore, sample } from 'effector';
import type { AdminStats, ApiError } from '@/shared/api';
import { fetchAdminStats } from '../api/stats-api';

export const STATS_ERROR_FALLBACK = 'Failed to load dashboard statistics';

/** The dashboard was shown. */
export const dashboardOpened = createEvent();
/** "Refresh Data" pressed. */
export const refreshClicked = createEvent();

export const fetchAdminStatsFx = createEffect<void, AdminStats, ApiError>(() => fetchAdminStats());

/** The last figures fetched; kept while a refresh runs so the cards do not blink. */
export const $stats = createStore<AdminStats | null>(null).on(fetchAdminStatsFx.doneData, (_, stats) => stats);
/** The last fetch failure's message (spec: the error is kept), cleared by the next fetch. */
export const $statsError = createStore<string | null>(null)
  .on(fetchAdminStatsFx.failData, (_, error) => (error.fromServer && error.message ? error.message : STATS_ERROR_FALLBACK))
  .reset(fetchAdminStatsFx);
export const $statsLoading = fetchAdminStatsFx.pending;

sample({ clock: [dashboardOpened, refreshClicked], source: $statsLoading, filter: (loading) => !loading, target: fetchAdminStatsFx });
