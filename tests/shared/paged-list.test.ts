import { allSettled, createStore, createWatch, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { createPagedList, readQuery, writeQuery, type ListQuery } from '@/shared/lib/paged-list';
import { locationChanged, navigationRequested, type AddressPath } from '@/shared/lib/router-sync';

type Filters = { status: 'all' | 'paid' | 'due'; search: string };
type Row = { id: number };
type Answer = { rows: Row[]; total: number };

const shape = {
  filters: { status: 'all', search: '' } as Filters,
  filterValues: { status: ['all', 'paid', 'due'] as const },
  size: 10,
  sizes: [10, 20],
  sort: { by: 'createdAt' as const, order: 'desc' as const },
  sortKeys: ['createdAt', 'name'] as const,
};

const list = createPagedList<Row, Answer, Filters, 'createdAt' | 'name'>({
  ...shape,
  path: '/admin/things',
  load: async () => ({ rows: [], total: 0 }),
  toItems: (answer) => ({ items: answer.rows, total: answer.total }),
  errorMessage: (error) => (error instanceof Error ? error.message : 'Failed to load things'),
});

const rows = (query: ListQuery<Filters>, total = 45): Answer => ({
  rows: Array.from({ length: Math.max(0, Math.min(query.size, total - (query.page - 1) * query.size)) }, (_, i) => ({
    id: (query.page - 1) * query.size + i + 1,
  })),
  total,
});

/** A scope whose router follows every navigation the model asks for, as RouterSync does in the app. */
function listScope(load: (query: ListQuery<Filters>) => Promise<Answer> = async (query) => rows(query)) {
  const fetch = vi.fn(load);
  const scope = fork({ handlers: [[list.loadFx, fetch]] });
  const visited: (AddressPath & { replace?: boolean })[] = [];
  createWatch({
    unit: navigationRequested,
    scope,
    fn: (to) => {
      visited.push(to);
      void allSettled(locationChanged, { scope, params: { pathname: to.pathname, search: to.search } });
    },
  });
  return { scope, fetch, visited };
}

const open = (scope: Scope, search = '', pathname = '/admin/things') =>
  allSettled(locationChanged, { scope, params: { pathname, search } });
const settle = (scope: Scope) => allSettled(scope);

describe('paged list model', () => {
  it('loads nothing until its route opens, then the page the address names', async () => {
    const { scope, fetch } = listScope();
    await open(scope, '', '/elsewhere');
    expect(fetch).not.toHaveBeenCalled();
    expect(scope.getState(list.$status)).toBe('loading');

    await open(scope, '?status=paid&page=2');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toEqual({
      page: 2,
      size: 10,
      filters: { status: 'paid', search: '' },
      sort: { by: 'createdAt', order: 'desc' },
    });
    expect(scope.getState(list.$status)).toBe('ready');
    expect(scope.getState(list.$items).map((row) => row.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(scope.getState(list.$total)).toBe(45);
    expect(scope.getState(list.$pageCount)).toBe(5);
  });

  it('writes page, size, filters and sort into the address and reads them back (reload, Back, a shared link)', async () => {
    const { scope, fetch, visited } = listScope();
    await open(scope);
    await allSettled(list.filtersChanged, { scope, params: { status: 'due', search: 'Rahim' } });
    await settle(scope);
    await allSettled(list.pageChanged, { scope, params: 3 });
    await settle(scope);
    await allSettled(list.sortChanged, { scope, params: { by: 'name', order: 'asc' } });
    await settle(scope);
    await allSettled(list.pageChanged, { scope, params: 2 });
    await allSettled(list.sizeChanged, { scope, params: 20 });
    await settle(scope);
    expect(visited.map((to) => to.search)).toEqual([
      '?status=due&search=Rahim',
      '?status=due&search=Rahim&page=3',
      '?status=due&search=Rahim&sort=name&order=asc',
      '?status=due&search=Rahim&sort=name&order=asc&page=2',
      '?status=due&search=Rahim&sort=name&order=asc&size=20',
    ]);
    const last = fetch.mock.calls.at(-1)![0];
    expect(last).toEqual({ page: 1, size: 20, filters: { status: 'due', search: 'Rahim' }, sort: { by: 'name', order: 'asc' } });

    // A fresh scope opened at that address (a reload or a shared link) asks for the same page.
    const reloaded = listScope();
    await open(reloaded.scope, visited.at(-1)!.search);
    expect(reloaded.fetch.mock.calls[0]![0]).toEqual(last);

    // Back: the previous address loads its page again.
    await open(scope, visited[1]!.search);
    expect(scope.getState(list.$query)).toEqual({ page: 3, size: 10, filters: { status: 'due', search: 'Rahim' }, sort: shape.sort });
  });

  it('round-trips a query through the address and drops values the list does not know', () => {
    const query = { page: 4, size: 20, filters: { status: 'paid', search: 'a b&c' } as Filters, sort: { by: 'name' as const, order: 'asc' as const } };
    expect(readQuery(shape, writeQuery(shape, query))).toEqual(query);
    expect(writeQuery(shape, readQuery(shape, ''))).toBe('');
    expect(readQuery(shape, '?status=lost&page=-2&size=999&sort=password&order=up')).toEqual(readQuery(shape, ''));
  });

  it('a filter change goes back to page 1; choosing the open page or the same filters changes nothing', async () => {
    const { scope, fetch, visited } = listScope();
    await open(scope, '?page=3');
    await allSettled(list.pageChanged, { scope, params: 3 });
    await allSettled(list.filtersChanged, { scope, params: { status: 'all' } });
    expect(visited).toEqual([]);
    await allSettled(list.filtersChanged, { scope, params: { status: 'paid' } });
    await settle(scope);
    expect(visited).toEqual([{ pathname: '/admin/things', search: '?status=paid', replace: false }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the failure with its message, and "Try Again" loads the same page', async () => {
    let fail = true;
    const { scope, fetch } = listScope(async (query) => {
      if (fail) throw new Error('Failed to load things');
      return rows(query);
    });
    await open(scope, '?page=2');
    expect(scope.getState(list.$status)).toBe('failed');
    expect(scope.getState(list.$error)).toBe('Failed to load things');

    fail = false;
    const retry = allSettled(list.retried, { scope });
    expect(scope.getState(list.$status)).toBe('loading');
    await retry;
    expect(scope.getState(list.$status)).toBe('ready');
    expect(scope.getState(list.$error)).toBeNull();
    expect(fetch.mock.calls.map(([query]) => query.page)).toEqual([2, 2]);
  });

  it('ignores the answer to an older query that arrives after the newer one', async () => {
    const slow: ((answer: Answer) => void)[] = [];
    const { scope } = listScope(
      (query) => (query.page === 1 ? new Promise<Answer>((resolve) => slow.push(resolve)) : Promise.resolve(rows(query))),
    );
    const first = open(scope);
    const second = open(scope, '?page=2');
    await vi.waitFor(() => expect(scope.getState(list.$items)[0]).toEqual({ id: 11 }));
    slow[0]!(rows({ page: 1, size: 10, filters: shape.filters, sort: shape.sort }));
    await Promise.all([first, second]);
    expect(scope.getState(list.$items)[0]).toEqual({ id: 11 });
    expect(scope.getState(list.$query).page).toBe(2);
  });

  it('a refresh keeps the rows on screen; the same query reopened keeps them until the answer', async () => {
    const { scope, fetch } = listScope();
    await open(scope);
    const refresh = allSettled(list.refreshed, { scope });
    expect(scope.getState(list.$status)).toBe('ready');
    expect(scope.getState(list.$refreshing)).toBe(true);
    await refresh;
    const reopened = open(scope);
    expect(scope.getState(list.$status)).toBe('ready');
    await reopened;
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('steps back to the new last page when the page asked for is past the end (a delete emptied it)', async () => {
    const { scope, visited } = listScope(async (query) => rows(query, 20));
    await open(scope, '?page=3');
    await settle(scope);
    expect(visited).toEqual([{ pathname: '/admin/things', search: '?page=2', replace: true }]);
    expect(scope.getState(list.$query).page).toBe(2);
    expect(scope.getState(list.$items).map((row) => row.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('waits for its gate (the restored admin session) before it loads', async () => {
    const $ready = createStore(false);
    const gated = createPagedList<Row, Answer, Filters>({
      ...shape,
      sort: undefined,
      sortKeys: undefined,
      path: ['/gated', '/gated-too'],
      enabled: $ready,
      load: async (query) => rows(query),
      toItems: (answer) => ({ items: answer.rows, total: answer.total }),
    });
    const fetch = vi.fn(async (query: ListQuery<Filters>) => rows(query));
    const scope = fork({ handlers: [[gated.loadFx, fetch]] });
    await open(scope, '?page=2', '/gated-too/');
    expect(fetch).not.toHaveBeenCalled();
    await allSettled($ready, { scope, params: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0].page).toBe(2);
  });

  it('without filters and size holds every row on one page; itemPatched changes a row in place', async () => {
    const flags = createPagedList({
      path: '/admin/flags',
      load: async () => ({ rows: [{ id: 'a', flag: false }, { id: 'b', flag: false }] }),
      toItems: ({ rows }) => ({ items: rows, total: rows.length }),
      key: (row) => row.id,
    });
    const scope = fork();
    await open(scope, '?size=5', '/admin/flags');
    await settle(scope);
    expect(scope.getState(flags.$query)).toMatchObject({ page: 1, size: Infinity, filters: {} });
    await allSettled(flags.itemPatched, { scope, params: { key: 'b', patch: { flag: true } } });
    expect(scope.getState(flags.$items)).toEqual([
      { id: 'a', flag: false },
      { id: 'b', flag: true },
    ]);
  });
});
