// Clicking the filter or tab that is already open keeps the list on screen (no spinner that never ends).
import { allSettled, createWatch, fork, type Effect } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $isAdmin } from '@/entities/session';
import * as payments from '@/pages/admin-payment-info';
import * as hireRequests from '@/pages/admin-tutor-requests';
import type { ApiError } from '@/shared/api';
import { locationChanged, navigationRequested } from '@/shared/lib/router-sync';

/** An admin's scope whose router opens every address a list asks for, as RouterSync does in the app. */
function adminScope<Params, Done>(effect: Effect<Params, Done, ApiError>, load: (params: Params) => Promise<Done>) {
  const scope = fork({ values: [[$isAdmin, true]], handlers: [[effect, load]] });
  createWatch({ unit: navigationRequested, scope, fn: (to) => void allSettled(locationChanged, { scope, params: to }) });
  return scope;
}

describe('admin list filters', () => {
  it('payments: the open filter again changes nothing; another filter asks the server once', async () => {
    const fetch = vi.fn(async () => ({ data: [], total: 0, page: 1, limit: 20 }));
    const scope = adminScope(payments.paymentsList.fetchFx, fetch);
    const list = payments.paymentsList;
    await allSettled(locationChanged, { scope, params: { pathname: '/admin/payment-info', search: '' } });
    expect(scope.getState(list.$status)).toBe('ready');

    await allSettled(list.filtersChanged, { scope, params: { status: 'all' } });
    await allSettled(scope);
    expect(scope.getState(list.$status)).toBe('ready');
    expect(fetch).toHaveBeenCalledTimes(1);

    await allSettled(list.filtersChanged, { scope, params: { status: 'Due' } });
    await allSettled(scope);
    expect(scope.getState(list.$status)).toBe('ready');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith({ status: 'Due', page: 1, limit: 20 });
  });

  it('Hire a Tutor requests: the open tab again changes nothing; another tab asks the server once', async () => {
    const fetch = vi.fn(async () => ({ data: [], total: 0, page: 1, limit: 20, counts: { all: 0, pending: 0, completed: 0 } }));
    const scope = adminScope(hireRequests.hireRequestsList.fetchFx, fetch);
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
