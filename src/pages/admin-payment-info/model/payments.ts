import { sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import { deletePaymentFx } from './delete-payment';
import { setPaymentStatusFx } from './record-payment';
import { adminPaymentsContract, PAYMENT_FILTERS, PAYMENTS_PAGE_SIZE, type PaymentFilter } from '@/shared/api';
import { routes } from '@/shared/config';
import { createRouteList } from '@/shared/lib/paged-list';

/** One page of one status (or all), newest first, filtered on the server. */
export const paymentsList = createRouteList(adminPaymentsContract.list, {
  path: routes.adminPayments,
  texts: { ns: 'adminRecords', prefix: 'payments' },
  filters: { status: 'all' as PaymentFilter },
  filterValues: { status: PAYMENT_FILTERS },
  size: PAYMENTS_PAGE_SIZE,
  enabled: $isAdmin,
  toItems: (answer) => ({ items: answer.data, total: answer.total }),
  // The spec's words for any failed load (admin area, Payments: 'Failed to load payment information').
  fixedError: true,
  // A record that no longer matches the filter leaves the table.
  matches: (payment, { status }) => status === 'all' || status === payment.status,
});

// ── Status: the select shows the choice at once, the server's answer confirms it or the old value comes back.
sample({ clock: setPaymentStatusFx, fn: ({ id, status }) => ({ key: id, patch: { status } }), target: paymentsList.itemPatched });
sample({ clock: setPaymentStatusFx.fail, fn: ({ params }) => ({ key: params.id, patch: { status: params.previous } }), target: paymentsList.itemPatched });

// The server's answer replaces the row (or it leaves its filter); a deleted record leaves. The page then refills
// from the server behind it (an emptied last page steps back).
sample({ clock: setPaymentStatusFx.doneData, fn: ({ data }) => data, target: paymentsList.itemReplaced });
sample({ clock: deletePaymentFx.done, fn: ({ params }) => params, target: paymentsList.itemRemoved });
sample({ clock: paymentsList.left, target: paymentsList.refreshed });
