// Clicking the filter or tab that is already open keeps the list on screen (no spinner that never ends).
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import * as payments from '@/pages/admin-payment-info';
import * as hireRequests from '@/pages/admin-tutor-requests';

describe('admin list filters', () => {
  it('payments: the open filter again changes nothing; another filter asks the server once', async () => {
    const fetch = vi.fn(async () => ({ data: [], total: 0, page: 1, limit: 20 }));
    const scope = fork({ handlers: [[payments.fetchPaymentsFx, fetch]] });
    await allSettled(payments.paymentsOpened, { scope });
    expect(scope.getState(payments.$loaded)).toBe(true);

    await allSettled(payments.filterChanged, { scope, params: 'all' });
    expect(scope.getState(payments.$loaded)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);

    await allSettled(payments.filterChanged, { scope, params: 'Due' });
    expect(scope.getState(payments.$loaded)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith({ status: 'Due', page: 1 });
  });

  it('Hire a Tutor requests: the open tab again changes nothing; another tab asks the server once', async () => {
    const fetch = vi.fn(async () => ({ data: [], total: 0, page: 1, limit: 20, counts: { all: 0, pending: 0, completed: 0 } }));
    const scope = fork({ handlers: [[hireRequests.fetchHireRequestsFx, fetch]] });
    await allSettled(hireRequests.hireRequestsOpened, { scope });
    expect(scope.getState(hireRequests.$loaded)).toBe(true);

    await allSettled(hireRequests.filterChanged, { scope, params: 'all' });
    expect(scope.getState(hireRequests.$loaded)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);

    await allSettled(hireRequests.filterChanged, { scope, params: 'pending' });
    expect(scope.getState(hireRequests.$loaded)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
