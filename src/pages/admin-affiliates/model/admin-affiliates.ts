import { createEffect, sample } from 'effector';
import { affiliateApi } from '@/entities/affiliate';
import { $isAdmin } from '@/entities/session';
import { affiliateDeleted, affiliateSaved } from './manage-affiliate';
import type { Affiliate, ApiError } from '@/shared/api';
import { routes } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { createPagedList } from '@/shared/lib/paged-list';
import { toast } from '@/shared/ui/toast';

/** The spec's words for a failed load, in the language on screen. */
const loadFailed = (): string => i18n.t('affiliates.loadFailed', { ns: 'adminRecords' });

export const fetchAdminAffiliatesFx = createEffect<void, { data: Affiliate[] }, ApiError>(() => affiliateApi.list());

// The server sends every offer at once: one page, no filters.
export const affiliatesList = createPagedList({
  path: routes.adminAffiliates,
  texts: { ns: 'adminRecords', prefix: 'affiliates' },
  enabled: $isAdmin,
  load: () => fetchAdminAffiliatesFx(),
  toItems: ({ data }) => ({ items: data, total: data.length }),
  errorMessage: loadFailed,
});

// A save shows at once: a new offer first (the list is newest first), an edited one in its place.
sample({ clock: affiliateSaved, filter: ({ created }) => created, fn: ({ affiliate }) => affiliate, target: affiliatesList.itemAdded });
sample({ clock: affiliateSaved, filter: ({ created }) => !created, fn: ({ affiliate }) => affiliate, target: affiliatesList.itemReplaced });
sample({ clock: affiliateDeleted, target: affiliatesList.itemRemoved });

const notifyLoadFailedFx = createEffect(() => {
  toast.error(loadFailed());
});
sample({ clock: affiliatesList.failed, target: notifyLoadFailedFx });
