import { createEffect, createEvent, createStore, sample } from 'effector';
import { trackLoad, type LoadStatus } from '@/shared/api';
import { fetchDistrictCounts } from '../api/district-counts-api';

export type DistrictCountsStatus = LoadStatus;

/** The strip was shown: its counts are wanted. */
export const districtCountsRequested = createEvent();

export const fetchDistrictCountsFx = createEffect(() => fetchDistrictCounts());

const logDistrictCountsFailureFx = createEffect((error: Error) => {
  console.error('Could not load tuition counts by district:', error.message);
});

/** Active tuitions per district, as the server counted them. */
export const $districtCounts = createStore<Record<string, number>>({});
export const $districtCountsStatus = createStore<DistrictCountsStatus>('idle');

sample({ clock: fetchDistrictCountsFx.doneData, fn: ({ data }) => data, target: $districtCounts });
sample({ clock: fetchDistrictCountsFx.failData, target: logDistrictCountsFailureFx });
// Requested → loading (the first time) → ready or failed.
trackLoad({ requested: districtCountsRequested, fx: fetchDistrictCountsFx, status: $districtCountsStatus });
