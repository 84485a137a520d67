import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $boardError,
  $filters,
  $status,
  $total,
  $tuitions,
  boardOpened,
  boardRetried,
  DEFAULT_BOARD_FILTERS,
  fetchTuitionsFx,
  filtersChanged,
  pageChanged,
  pageSizeChanged,
  UNREACHABLE_MESSAGE,
  type BoardQuery,
} from '@/entities/tuition';
import { ApiError } from '@/shared/api';
import type { TuitionListResponse } from '@/shared/api';
import { makeBoardPage } from '../../stories/entities/tuition/fixtures';

function boardScope(handler: (query: BoardQuery) => Promise<TuitionListResponse> = async (query) =>
  makeBoardPage(3, { page: query.page, limit: query.limit, total: 42 })) {
  const fetch = vi.fn(handler);
  const scope = fork({ handlers: [[fetchTuitionsFx, fetch]] });
  return { scope, fetch };
}

describe('tuition board model', () => {
  it('loads page 1 of 10 on open and shows the answer', async () => {
    const { scope, fetch } = boardScope();
    await allSettled(boardOpened, { scope, params: {} });

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($tuitions)).toHaveLength(3);
    expect(scope.getState($total)).toBe(42);
  });

  it('pre-selects the district of the address, in its catalogue spelling', async () => {
    const { scope, fetch } = boardScope();
    await allSettled(boardOpened, { scope, params: { district: 'chittagong' } });
    expect(scope.getState($filters).district).toBe('Chattogram');
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, district: 'Chattogram' });

    await allSettled(boardOpened, { scope, params: { district: 'Atlantis' } });
    expect(scope.getState($filters).district).toBe('All');
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
  });

  it('turns every filter into the query, leaving out empty and "All" ones', async () => {
    const { scope, fetch } = boardScope();
    await allSettled(filtersChanged, {
      scope,
      params: { jobId: '  7f3a ', from: '2026-03-01', to: '2026-03-31', preference: 'Female', district: 'Sylhet' },
    });
    expect(fetch).toHaveBeenLastCalledWith({
      page: 1,
      limit: 10,
      jobId: '7f3a',
      from: '2026-03-01',
      to: '2026-03-31',
      preferredTutor: 'Female',
      district: 'Sylhet',
    });

    await allSettled(filtersChanged, { scope, params: { jobId: '', from: '', preference: 'All', district: 'All' } });
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, to: '2026-03-31' });
  });

  it('goes back to page 1 on any filter change', async () => {
    const { scope, fetch } = boardScope();
    await allSettled(boardOpened, { scope, params: {} });
    await allSettled(pageChanged, { scope, params: 3 });
    expect(scope.getState($filters).page).toBe(3);
    expect(fetch).toHaveBeenLastCalledWith({ page: 3, limit: 10 });

    await allSettled(filtersChanged, { scope, params: { preference: 'Male' } });
    expect(scope.getState($filters).page).toBe(1);
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, preferredTutor: 'Male' });

    await allSettled(pageChanged, { scope, params: 2 });
    await allSettled(boardOpened, { scope, params: { district: 'Dhaka' } });
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, preferredTutor: 'Male', district: 'Dhaka' });
  });

  it('keeps the page when the board is reopened with the same district (back from a job)', async () => {
    const { scope, fetch } = boardScope();
    await allSettled(boardOpened, { scope, params: { district: 'Dhaka' } });
    await allSettled(pageChanged, { scope, params: 2 });
    await allSettled(boardOpened, { scope, params: { district: 'Dhaka' } });
    expect(fetch).toHaveBeenLastCalledWith({ page: 2, limit: 10, district: 'Dhaka' });
  });

  it('does not ask again when a "change" changes nothing', async () => {
    const { scope, fetch } = boardScope();
    await allSettled(filtersChanged, { scope, params: { jobId: 'abc' } });
    await allSettled(filtersChanged, { scope, params: { jobId: ' abc ' } });
    await allSettled(pageChanged, { scope, params: 1 });
    await allSettled(pageSizeChanged, { scope, params: 10 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('changes the page size and starts again at page 1', async () => {
    const { scope, fetch } = boardScope();
    await allSettled(boardOpened, { scope, params: {} });
    await allSettled(pageChanged, { scope, params: 4 });
    await allSettled(pageSizeChanged, { scope, params: 50 });
    expect(scope.getState($filters)).toMatchObject({ page: 1, limit: 50 });
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 50 });
  });

  it('moves to the last page when the asked page is past the end', async () => {
    const { scope, fetch } = boardScope(async (query) =>
      query.page === 5 ? { data: [], total: 12, page: 5, limit: 10 } : makeBoardPage(2, { page: 2, total: 12 }),
    );
    await allSettled(pageChanged, { scope, params: 5 });
    expect(fetch).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
    expect(scope.getState($filters).page).toBe(2);
    expect(scope.getState($tuitions)).toHaveLength(2);
  });

  it('shows an error status with a reason, and "Try Again" repeats the same query', async () => {
    const { scope, fetch } = boardScope(async () => {
      throw new ApiError('fetch failed', 0, false);
    });
    await allSettled(filtersChanged, { scope, params: { district: 'Khulna' } });
    expect(scope.getState($status)).toBe('error');
    expect(scope.getState($boardError)).toBe(UNREACHABLE_MESSAGE);
    expect(scope.getState($tuitions)).toEqual([]);

    fetch.mockImplementation(async () => makeBoardPage(1, { total: 1 }));
    await allSettled(boardRetried, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, district: 'Khulna' });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($boardError)).toBeNull();
  });

  it("shows the server's own message when it sent one", async () => {
    const { scope } = boardScope(async () => {
      throw new ApiError('Invalid date range', 400, true);
    });
    await allSettled(filtersChanged, { scope, params: { from: '2026-01-01' } });
    expect(scope.getState($boardError)).toBe('Invalid date range');
  });

  it('keeps only the latest answer when answers arrive out of order', async () => {
    const pending = new Map<string, (value: TuitionListResponse) => void>();
    const { scope } = boardScope(
      (query) => new Promise((resolve) => pending.set(query.jobId ?? '', resolve)),
    );
    const first = allSettled(filtersChanged, { scope, params: { jobId: 'a' } });
    const second = allSettled(filtersChanged, { scope, params: { jobId: 'ab' } });
    await vi.waitFor(() => expect(pending.size).toBe(2));
    expect(scope.getState($status)).toBe('loading');

    pending.get('ab')?.({ data: makeBoardPage(1).data, total: 1, page: 1, limit: 10 });
    pending.get('a')?.({ data: makeBoardPage(5).data, total: 5, page: 1, limit: 10 });
    await Promise.all([first, second]);
    expect(scope.getState($total)).toBe(1);
    expect(scope.getState($tuitions)).toHaveLength(1);
    expect(scope.getState($status)).toBe('ready');
  });

  it('starts from the documented defaults', () => {
    const scope = fork();
    expect(scope.getState($filters)).toEqual(DEFAULT_BOARD_FILTERS);
    expect(DEFAULT_BOARD_FILTERS).toMatchObject({ page: 1, limit: 10, preference: 'All', district: 'All' });
    expect(scope.getState($status)).toBe('idle');
  });
});
