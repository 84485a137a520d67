import { createEffect, createEvent, createStore, sample } from 'effector';
import { affiliateApi } from '@/entities/affiliate';
import { affiliateDeleted, affiliateSaved } from '@/features/manage-affiliate';
import type { Affiliate, ApiError } from '@/shared/api';
import { toast } from '@/shared/ui/toast';

export const AFFILIATES_LOAD_ERROR = 'Failed to load affiliates';

/** The page is on screen. */
export const adminAffiliatesOpened = createEvent();

export const fetchAdminAffiliatesFx = createEffect<void, { data: Affiliate[] }, ApiError>(() => affiliateApi.list());

export type AdminAffiliatesStatus = 'loading' | 'ready' | 'failed';

export const $adminAffiliates = createStore<Affiliate[]>([])
  .on(fetchAdminAffiliatesFx.doneData, (_, { data }) => data)
  // A save shows at once: a new offer first (the list is newest first), an edited one in its place.
  .on(affiliateSaved, (list, { affiliate, created }) =>
    created ? [affiliate, ...list] : list.map((item) => (item._id === affiliate._id ? affiliate : item)),
  )
  .on(affiliateDeleted, (list, id) => list.filter((item) => item._id !== id));

export const $adminAffiliatesStatus = createStore<AdminAffiliatesStatus>('loading')
  .on(fetchAdminAffiliatesFx.done, () => 'ready')
  .on(fetchAdminAffiliatesFx.fail, () => 'failed')
  .reset(adminAffiliatesOpened);

const notifyLoadFailedFx = createEffect(() => {
  toast.error(AFFILIATES_LOAD_ERROR);
});

sample({ clock: adminAffiliatesOpened, target: fetchAdminAffiliatesFx });
sample({ clock: fetchAdminAffiliatesFx.fail, target: notifyLoadFailedFx });
