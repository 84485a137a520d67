// Clicking the filter or tab that is already open keeps the list on screen (no spinner that never ends).
import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $sessionUser } from '@/entities/session';
import * as payments from '@/pages/admin-payment-info';
import * as hireRequests from '@/pages/admin-tutor-requests';
import { locationChanged, navigationRequested } from '@/shared/lib/router-sync';

const ADMIN = { id: 'a1', name: 'Admin', token: 't0k3n', userType: 'admin' as const };

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
    const scope = fork({ values: [[$sessionUser, ADMIN]], handlers: [[hireRequests.fetchHireRequestsFx, fetch]] });
    // The router: every address the list asks for is opened, as RouterSync does in the app.
    createWatch({ unit: navigationRequested, scope, fn: (to) => void allSettled(locationChanged, { scope, params: to }) });
    const list = hireRequests.hireRequestsList;
    await allSettled(locationChanged, { scope, params: { pathname: '/admin/tutor-requests', search: '' } });
    expect(scope.getState(list.$status)).toBe('ready');

    await allSettled(list.filtersChanged, { scope, params: { status: 'all' } });
    await allSettled(scope);
    expect(scope.getState(list.$status)).toBe('ready');
    expect(fetch).toHaveBeenCalledTimes(1);

    await allSettled(list.filtersChanged, { scope, params: { status: 'pending' } });
    await allSettled(scope);
    expect(scope.getState(list.$status)).toBe('ready');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
