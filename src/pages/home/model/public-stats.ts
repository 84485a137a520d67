import { createEffect, createEvent, createStore, sample } from 'effector';
import { trackLoad, type LoadStatus, type PublicStatsResponse } from '@/shared/api';
import { fetchPublicStats } from '../api/public-stats-api';

export type PublicStatsStatus = LoadStatus;

/** The band was shown: its live counts are wanted. */
export const publicStatsRequested = createEvent();

export const fetchPublicStatsFx = createEffect(() => fetchPublicStats());

const logPublicStatsFailureFx = createEffect((error: Error) => {
  console.error('Could not load the public statistics:', error.message);
});

export const $publicStats = createStore<PublicStatsResponse | null>(null);
export const $publicStatsStatus = createStore<PublicStatsStatus>('idle');

sample({ clock: fetchPublicStatsFx.doneData, target: $publicStats });
sample({ clock: fetchPublicStatsFx.failData, target: logPublicStatsFailureFx });
// Requested → loading (the first time) → ready or failed.
trackLoad({ requested: publicStatsRequested, fx: fetchPublicStatsFx, status: $publicStatsStatus });
