import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Affiliate } from '@/shared/api';
import { affiliateApi } from '../api/affiliate-api';

export type AffiliatesStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A screen that shows affiliate offers opened. */
export const affiliatesRequested = createEvent();

export const fetchAffiliatesFx = createEffect(() => affiliateApi.list());

/** Spec section 8: a failed affiliate fetch is only logged; the offers section stays hidden. */
const logAffiliatesFailureFx = createEffect((error: Error) => {
  console.error('Could not load affiliate offers:', error.message);
});

export const $affiliates = createStore<Affiliate[]>([]);
export const $affiliatesStatus = createStore<AffiliatesStatus>('idle');

sample({ clock: affiliatesRequested, filter: fetchAffiliatesFx.pending.map((pending) => !pending), target: fetchAffiliatesFx });
sample({
  clock: fetchAffiliatesFx,
  source: $affiliatesStatus,
  filter: (status) => status !== 'ready',
  fn: () => 'loading' as const,
  target: $affiliatesStatus,
});
sample({ clock: fetchAffiliatesFx.doneData, fn: ({ data }) => data, target: $affiliates });
sample({ clock: fetchAffiliatesFx.done, fn: () => 'ready' as const, target: $affiliatesStatus });
sample({
  clock: fetchAffiliatesFx.failData,
  source: $affiliatesStatus,
  filter: (status) => status !== 'ready',
  fn: () => 'failed' as const,
  target: $affiliatesStatus,
});
sample({ clock: fetchAffiliatesFx.failData, target: logAffiliatesFailureFx });
