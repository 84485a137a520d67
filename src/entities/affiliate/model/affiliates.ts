import { createEffect, createEvent, createStore, sample } from 'effector';
import { trackLoad, type Affiliate, type LoadStatus } from '@/shared/api';
import { affiliateApi } from '../api/affiliate-api';

export type AffiliatesStatus = LoadStatus;

/** A screen that shows affiliate offers opened. */
export const affiliatesRequested = createEvent();

export const fetchAffiliatesFx = createEffect(() => affiliateApi.list());

/** Spec section 8: a failed affiliate fetch is only logged; the offers section stays hidden. */
const logAffiliatesFailureFx = createEffect((error: Error) => {
  console.error('Could not load affiliate offers:', error.message);
});

export const $affiliates = createStore<Affiliate[]>([]);
export const $affiliatesStatus = createStore<AffiliatesStatus>('idle');

sample({ clock: fetchAffiliatesFx.doneData, fn: ({ data }) => data, target: $affiliates });
sample({ clock: fetchAffiliatesFx.failData, target: logAffiliatesFailureFx });
// Requested → loading (the first time) → ready or failed.
trackLoad({ requested: affiliatesRequested, fx: fetchAffiliatesFx, status: $affiliatesStatus });
