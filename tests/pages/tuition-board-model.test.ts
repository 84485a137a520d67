import { allSettled, createWatch, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchTuitionsFx, UNREACHABLE_MESSAGE, type BoardQuery } from '@/entities/tuition';
import { boardList } from '@/pages/tuition-board/model/board-list';
import { ApiError } from '@/shared/api';
import type { TuitionListResponse } from '@/shared/api';
import { locationChanged, navigationRequested } from '@/shared/lib/router-sync';
import { makeBoardPage } from '../../stories/entities/tuition/fixtures';

/** A scope whose router follows the model's navigations, as RouterSync does in the app. */
function boardScope(handler: (query: BoardQuery) => Promise<TuitionListResponse> = async (query) =>
  makeBoardPage(3, { page: query.page, limit: query.limit, total: 42 })) {
  const fetch = vi.fn(handler);
  const scope = fork({ handlers: [[fetchTuitionsFx, fetch]] });
  const visited: string[] = [];
  createWatch({
    unit: navigationRequested,
    scope,
    fn: (to) => {
      visited.push(`${to.pathname}${to.search}`);
      void allSettled(locationChanged, { scope, params: to });
    },
  });
  const open = (search = '', pathname = '/tution_list') => allSettled(locationChanged, { scope, params: { pathname, search } });
  return { scope, fetch, visited, open };
}

describe('tuition board model', () => {
  it('loads page 1 of 10 at either address and shows the answer', async () => {
    const { scope, fetch, open } = boardScope();
    await open();
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
    expect(scope.getState(boardList.$status)).toBe('ready');
    expect(scope.getState(boardList.$items)).toHaveLength(3);
    expect(scope.getState(boardList.$total)).toBe(42);
    await open('?page=2', '/tuition_list');
    expect(fetch).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
  });

  it("reads the address's district in any accepted spelling, and an unknown one as all districts", async () => {
    const { scope, fetch, open } = boardScope();
    await open('?district=chittagong');
    expect(scope.getState(boardList.$query).filters.district).toBe('Chattogram');
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, district: 'Chattogram' });
    await open('?district=Atlantis&preferredTutor=Robot&size=7');
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
  });

  it('puts every filter in the address and the call, leaving out empty and "All" ones', async () => {
    const { scope, fetch, visited, open } = boardScope();
    await open('?page=3');
    await allSettled(boardList.filtersChanged, {
      scope,
      params: { jobId: '  7f3a ', from: '2026-03-01', to: '2026-03-31', preferredTutor: 'Female', district: 'Sylhet' },
    });
    expect(visited.at(-1)).toBe('/tution_list?jobId=7f3a&from=2026-03-01&to=2026-03-31&preferredTutor=Female&district=Sylhet');
    expect(fetch).toHaveBeenLastCalledWith({
      page: 1,
      limit: 10,
      jobId: '7f3a',
      from: '2026-03-01',
      to: '2026-03-31',
      preferredTutor: 'Female',
      district: 'Sylhet',
    });
    await allSettled(boardList.filtersChanged, { scope, params: { jobId: '', from: '', preferredTutor: 'All', district: 'All' } });
    expect(visited.at(-1)).toBe('/tution_list?to=2026-03-31');
    await allSettled(boardList.sizeChanged, { scope, params: 50 });
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 50, to: '2026-03-31' });
  });

  it("says the server could not be reached, or the server's own message, and Try Again asks again", async () => {
    const { scope, fetch, open } = boardScope(async () => {
      throw new ApiError('fetch failed', 0, false);
    });
    await open('?district=Khulna');
    expect(scope.getState(boardList.$status)).toBe('failed');
    expect(scope.getState(boardList.$error)).toBe(UNREACHABLE_MESSAGE);

    fetch.mockImplementation(async () => {
      throw new ApiError('Invalid date range', 400, true);
    });
    await allSettled(boardList.retried, { scope });
    expect(scope.getState(boardList.$error)).toBe('Invalid date range');

    fetch.mockImplementation(async () => makeBoardPage(1, { total: 1 }));
    await allSettled(boardList.retried, { scope });
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, district: 'Khulna' });
    expect(scope.getState(boardList.$status)).toBe('ready');
  });

  it("hands the server's page to the browser: the values carry the jobs and the query", async () => {
    const { scope, open } = boardScope();
    await open('?district=Dhaka&page=2');
    const browser = fork({ values: serialize(scope) });
    expect(browser.getState(boardList.$items)).toHaveLength(3);
    expect(browser.getState(boardList.$status)).toBe('ready');
    expect(browser.getState(boardList.$query)).toMatchObject({ page: 2, filters: { district: 'Dhaka' } });
  });
});
