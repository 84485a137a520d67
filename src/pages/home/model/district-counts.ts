import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchDistrictCounts } from '../api/district-counts-api';

export type DistrictCountsStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The strip was shown: its counts are wanted. */
export const districtCountsRequested = createEvent();

export const fetchDistrictCountsFx = createEffect(() => fetchDistrictCounts());

const logDistrictCountsFailureFx = createEffect((error: Error) => {
  console.error('Could not load tuition counts by district:', error.message);
});

/** Active tuitions per district, as the server counted them. */
export const $districtCounts = createStore<Record<string, number>>({});
export const $districtCountsStatus = createStore<DistrictCountsStatus>('idle');

sample({
  clock: districtCountsRequested,
  filter: fetchDistrictCountsFx.pending.map((pending) => !pending),
  target: fetchDistrictCountsFx,
});
sample({
  clock: fetchDistrictCountsFx,
  source: $districtCountsStatus,
  filter: (status) => status !== 'ready',
  fn: () => 'loading' as const,
  target: $districtCountsStatus,
});
sample({ clock: fetchDistrictCountsFx.doneData, fn: ({ data }) => data, target: $districtCounts });
sample({ clock: fetchDistrictCountsFx.done, fn: () => 'ready' as const, target: $districtCountsStatus });
sample({
  clock: fetchDistrictCountsFx.failData,
  source: $districtCountsStatus,
  filter: (status) => status !== 'ready',
  fn: () => 'failed' as const,
  target: $districtCountsStatus,
});
sample({ clock: fetchDistrictCountsFx.failData, target: logDistrictCountsFailureFx });
