import { createEffect, createEvent, createStore, sample } from 'effector';
import type { PublicStatsResponse } from '@/shared/api';
import { fetchPublicStats } from '../api/public-stats-api';

export type PublicStatsStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The band was shown: its live counts are wanted. */
export const publicStatsRequested = createEvent();

export const fetchPublicStatsFx = createEffect(() => fetchPublicStats());

const logPublicStatsFailureFx = createEffect((error: Error) => {
  console.error('Could not load the public statistics:', error.message);
});

export const $publicStats = createStore<PublicStatsResponse | null>(null);
export const $publicStatsStatus = createStore<PublicStatsStatus>('idle');

sample({
  clock: publicStatsRequested,
  filter: fetchPublicStatsFx.pending.map((pending) => !pending),
  target: fetchPublicStatsFx,
});
sample({
  clock: fetchPublicStatsFx,
  source: $publicStatsStatus,
  filter: (status) => status !== 'ready',
  fn: () => 'loading' as const,
  target: $publicStatsStatus,
});
sample({ clock: fetchPublicStatsFx.doneData, target: $publicStats });
sample({ clock: fetchPublicStatsFx.done, fn: () => 'ready' as const, target: $publicStatsStatus });
sample({
  clock: fetchPublicStatsFx.failData,
  source: $publicStatsStatus,
  filter: (status) => status !== 'ready',
  fn: () => 'failed' as const,
  target: $publicStatsStatus,
});
sample({ clock: fetchPublicStatsFx.failData, target: logPublicStatsFailureFx });
