import { createEffect, sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { affiliateDeleted, affiliateSaved } from './manage-affiliate';
import { contentContract } from '@/shared/api';
import { routes } from '@/shared/config';
import { createRouteList, followRecordForm } from '@/shared/lib/paged-list';
import { toast } from '@/shared/ui/toast';

// The server sends every offer at once: one page, no filters.
export const affiliatesList = createRouteList(contentContract.affiliates, {
  path: routes.adminAffiliates,
  texts: { ns: 'adminRecords', prefix: 'affiliates' },
  enabled: $isAdmin,
  toItems: ({ data }) => ({ items: data, total: data.length }),
  // The spec's words for a failed load, in the language on screen, on the page and in a toast.
  fixedError: true,
});

// A save shows at once: a new offer first (the list is newest first), an edited one in its place.
followRecordForm(affiliatesList, { saved: affiliateSaved, item: ({ affiliate }) => affiliate, deleted: affiliateDeleted });

const notifyLoadFailedFx = createEffect((message: string) => toast.error(message));
sample({ clock: affiliatesList.failed, source: affiliatesList.$error, fn: (message) => message ?? '', target: notifyLoadFailedFx });
