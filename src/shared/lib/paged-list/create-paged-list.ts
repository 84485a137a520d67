import { createEffect, createEvent, createStore, sample, type Store } from 'effector';
import { ApiError } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { locationChanged, navigationRequested } from '@/shared/lib/router-sync';
import { pageCount, readQuery, writeQuery, type ListQuery, type ListSort, type QueryShape } from './query';

export type PagedListStatus = 'loading' | 'ready' | 'failed';

export interface PagedItems<Item> {
  items: Item[];
  total: number;
}

/**
 * Where a list's words are: the namespace and the key prefix of its screen. The list's conventional keys under the
 * prefix (`loadFailed`, `title`, `columns.<key>`, … : see ListScreen) are used wherever a screen does not say otherwise.
 */
export interface ListTexts {
  ns: string;
  prefix: string;
}

/** How many rows each tab (filter value) holds on the server. */
export type Counts = Readonly<Record<string, number>>;

export interface PagedListConfig<Item, Answer, Filters extends Record<string, string>, SortKey extends string>
  extends Omit<QueryShape<Filters, SortKey>, 'filters' | 'size'> {
  /** The filters and their defaults; none by default. */
  filters?: Filters;
  /** Rows per page; default all rows on one page (a server that sends every row at once). */
  size?: number;
  /** The screen's words; a failed load says `<prefix>.loadFailed` unless the server sent its own sentence. */
  texts?: ListTexts;
  /** The address (or addresses) the list lives at: opening it loads the page its query names. */
  path: string | readonly string[];
  /** Asks the server for one page. */
  load: (query: ListQuery<Filters, SortKey>) => Promise<Answer>;
  /** The rows and the total of an answer. */
  toItems: (answer: Answer) => PagedItems<Item>;
  /** Loads wait while this is false (an admin list waits for the restored admin session). */
  enabled?: Store<boolean>;
  /**
   * Every tab's count (`$counts`), from each answer's `counts` unless `of` says where: kept while another tab loads,
   * and moved at once when a replaced row's `tab` changed (`countMoved`).
   */
  counts?: { tab: (item: Item) => string; of?: (answer: Answer) => Counts | null | undefined };
  /** Reads and writes the address itself, where a list's address has its own rules (spelling, order). */
  address?: {
    read: (search: string) => ListQuery<Filters, SortKey>;
    write: (query: ListQuery<Filters, SortKey>) => string;
  };
  /** The message shown for a failed load. Default: `serverMessageOr(<prefix>.loadFailed)` with `texts`, else the error's own message. */
  errorMessage?: (error: unknown) => string;
  /** A row's identity, for the row events (default its `_id`). */
  key?: (item: Item) => string;
  /** Whether a row still belongs to the filters on screen; a changed row that does not leaves the page. */
  matches?: (item: Item, filters: Filters) => boolean;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** A failed load's message: the server's own sentence when it sent one, else the screen's words. */
export const serverMessageOr =
  (fallback: () => string) =>
  (error: unknown): string =>
    error instanceof ApiError && error.fromServer && error.message ? error.message : fallback();
const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * One server-paged list: page, size, filters and sort read from the address and written back to it, the
 * answer's rows and total, loading/ready/failed with the message, retry, a quiet refresh, and answers to an
 * older query ignored. Loads start when the router opens the list's path.
 */
export function createPagedList<Item, Answer, Filters extends Record<string, string>, SortKey extends string = string>(
  config: PagedListConfig<Item, Answer, Filters, SortKey>,
) {
  type Query = ListQuery<Filters, SortKey>;
  const { texts } = config;
  const shape: QueryShape<Filters, SortKey> = { ...config, filters: config.filters ?? ({} as Filters), size: config.size ?? Infinity };
  const errorMessage =
    config.errorMessage ?? (texts ? serverMessageOr(() => i18n.t(`${texts.prefix}.loadFailed`, { ns: texts.ns })) : messageOf);
  const paths = (typeof config.path === 'string' ? [config.path] : config.path).map(normalise);
  const $enabled = config.enabled ?? createStore(true);
  const read = (search: string) => (config.address ? config.address.read(search) : readQuery(shape, search));
  const keyOf = (query: Query) => (config.address ? config.address.write(query) : writeQuery(shape, query));

  /** A page the user asked for; lands in the address. */
  const pageChanged = createEvent<number>();
  const sizeChanged = createEvent<number>();
  /** Some filters changed: back to page 1. */
  const filtersChanged = createEvent<Partial<Filters>>();
  const filtersReset = createEvent();
  const sortChanged = createEvent<ListSort<SortKey>>();
  /** "Try Again" after a failed load. */
  const retried = createEvent();
  /** Load the same page again without the spinner (after a change made on the screen). */
  const refreshed = createEvent();

  /** A row's newer copy from the server: it changes in place, or leaves when it no longer matches the filters. */
  const itemReplaced = createEvent<Item>();
  /** The server removed a row: it leaves at once. */
  const itemRemoved = createEvent<string>();
  /** A new row goes first (the lists are newest first). */
  const itemAdded = createEvent<Item>();
  /** Some fields of a row changed and the server did not send the row (a flag it set): they change in place. */
  const itemPatched = createEvent<{ key: string; patch: Partial<Item> }>();

  const loadFx = createEffect<Query, Answer>(config.load);

  /** The address the list was opened at ('' before). */
  const $path = createStore('');
  const $active = createStore(false);
  const $query = createStore<Query>(read(''));
  const $loadedKey = createStore<string | null>(null);
  const $answer = createStore<Answer | null>(null);
  const $items = createStore<Item[]>([]);
  const $total = createStore(0);
  const $status = createStore<PagedListStatus>('loading');
  const $error = createStore<string | null>(null);
  const $refreshing = loadFx.pending;
  const $pageCount = sample({ source: { total: $total, query: $query }, fn: ({ total, query }) => pageCount(total, query.size) });

  const opened = sample({
    clock: locationChanged,
    filter: ({ pathname }) => paths.includes(normalise(pathname)),
  });
  $active.on(locationChanged, (_, { pathname }) => paths.includes(normalise(pathname)));
  $path.on(opened, (_, { pathname }) => pathname);
  $query.on(opened, (query, { search }) => {
    const next = read(search);
    return keyOf(next) === keyOf(query) ? query : next;
  });

  const loadStarted = createEvent<{ quiet: boolean }>();
  sample({ clock: opened, source: $enabled, filter: Boolean, fn: () => ({ quiet: false }), target: loadStarted });
  sample({
    clock: $enabled.updates,
    source: $active,
    filter: (active, enabled) => active && enabled,
    fn: () => ({ quiet: false }),
    target: loadStarted,
  });
  sample({ clock: retried, fn: () => ({ quiet: false }), target: loadStarted });
  sample({ clock: refreshed, fn: () => ({ quiet: true }), target: loadStarted });

  // The spinner shows for a query whose rows are not on screen yet, and after a failure; a refresh keeps the rows.
  $status.on(
    sample({ clock: loadStarted, source: { query: $query, loadedKey: $loadedKey, status: $status } }),
    (status, { query, loadedKey }) => (status === 'failed' || keyOf(query) !== loadedKey ? 'loading' : status),
  );
  sample({ clock: loadStarted, source: $query, target: loadFx });

  const answered = sample({
    clock: loadFx.done,
    source: $query,
    filter: (query, { params }) => params === query,
    fn: (query, { result }) => ({ query, result, page: config.toItems(result) }),
  });
  const fits = sample({
    clock: answered,
    filter: ({ query, page }) => page.total === 0 || query.page <= pageCount(page.total, query.size),
  });
  $answer.on(fits, (_, { result }) => result);
  $items.on(fits, (_, { page }) => page.items);
  $total.on(fits, (_, { page }) => page.total);
  $loadedKey.on(fits, (_, { query }) => keyOf(query));
  $status.on(fits, () => 'ready');
  $error.on(fits, () => null);

  /** A load of the current query failed (an older query's failure is ignored). */
  const failed = sample({
    clock: loadFx.fail,
    source: $query,
    filter: (query, { params }) => params === query,
    fn: (_, { error }) => error,
  });
  $status.on(failed, () => 'failed');
  $error.on(failed, (_, error) => errorMessage(error));

  const keyOfItem = config.key ?? ((item: Item) => (item as { _id: string })._id);
  const { counts } = config;
  const changed = sample({
    clock: [itemReplaced.map((item) => ({ item, key: keyOfItem(item) })), itemRemoved.map((key) => ({ item: null, key }))],
    source: { items: $items, query: $query },
    fn: ({ items, query }, { item, key }) => {
      const stays = item !== null && (!config.matches || config.matches(item, query.filters));
      const before = items.find((row) => keyOfItem(row) === key);
      const [from, to] = item && before && counts ? [counts.tab(before), counts.tab(item)] : [];
      return {
        items: stays ? items.map((row) => (keyOfItem(row) === key ? item : row)) : items.filter((row) => keyOfItem(row) !== key),
        left: before !== undefined && !stays,
        moved: from !== to ? { from: from!, to: to! } : null,
      };
    },
  });
  /** A row moved to another tab: the counts follow at once (a screen may say so for a row not on the page). */
  const countMoved = createEvent<{ from: string; to: string }>();
  sample({ clock: changed, filter: ({ moved }) => moved !== null, fn: ({ moved }) => moved!, target: countMoved });
  const countsOf = counts?.of ?? ((answer: Answer) => (answer as { counts?: Counts } | null)?.counts);
  const $counts = createStore<Counts | null>(null)
    .on(fits, (current, { result }) => (counts ? (countsOf(result) ?? current) : null))
    .on(countMoved, (current, { from, to }) => current && { ...current, [from]: Math.max(0, (current[from] ?? 0) - 1), [to]: (current[to] ?? 0) + 1 });
  $items.on(changed, (_, { items }) => items).on(itemAdded, (items, item) => [item, ...items]);
  $items.on(itemPatched, (items, { key, patch }) => items.map((row) => (keyOfItem(row) === key ? { ...row, ...patch } : row)));
  $total.on(changed, (total, { left }) => (left ? Math.max(0, total - 1) : total)).on(itemAdded, (total) => total + 1);
  /** A row left the page (removed, or no longer matching the filters). */
  const left = sample({ clock: changed, filter: ({ left }) => left, fn: () => undefined });

  const go = (query: Query, replace = false) => ({ query, replace });
  const addressChosen = createEvent<{ query: Query; replace: boolean }>();
  sample({
    clock: addressChosen,
    source: $path,
    filter: (path) => path !== '',
    fn: (pathname, { query, replace }) => ({ pathname, search: keyOf(query), replace }),
    target: navigationRequested,
  });
  // A change that emptied the last page (a delete) steps back to the new last page.
  sample({
    clock: answered,
    filter: ({ query, page }) => page.total > 0 && query.page > pageCount(page.total, query.size),
    fn: ({ query, page }) => go({ ...query, page: pageCount(page.total, query.size) }, true),
    target: addressChosen,
  });
  sample({
    clock: pageChanged,
    source: $query,
    filter: (query, page) => page !== query.page && page >= 1,
    fn: (query, page) => go({ ...query, page }),
    target: addressChosen,
  });
  sample({ clock: sizeChanged, source: $query, fn: (query, size) => go({ ...query, size, page: 1 }), target: addressChosen });
  sample({
    clock: filtersChanged,
    source: $query,
    filter: (query, change) => keyOf({ ...query, filters: { ...query.filters, ...change } }) !== keyOf(query),
    fn: (query, change) => go({ ...query, filters: { ...query.filters, ...change }, page: 1 }),
    target: addressChosen,
  });
  sample({ clock: filtersReset, source: $query, fn: (query) => go({ ...query, filters: shape.filters, page: 1 }), target: addressChosen });
  sample({ clock: sortChanged, source: $query, fn: (query, sort) => go({ ...query, sort, page: 1 }), target: addressChosen });

  return {
    pageChanged,
    sizeChanged,
    filtersChanged,
    filtersReset,
    sortChanged,
    retried,
    refreshed,
    itemReplaced,
    itemRemoved,
    itemAdded,
    itemPatched,
    left,
    failed,
    countMoved,
    loadFx,
    $query,
    $answer,
    $items,
    $total,
    $pageCount,
    $status,
    $error,
    $refreshing,
    /** Every tab's count (with `counts`; null before the first answer and without). */
    $counts,
    /** The sizes the page offers (for a size picker). */
    sizes: config.sizes ?? [shape.size],
    /** A row's identity (the table's row key). */
    keyOf: keyOfItem,
    /** The screen's words (ListScreen reads them from here). */
    texts,
    /** The values each filter accepts (for its buttons or tabs). */
    filterValues: (config.filterValues ?? {}) as Record<string, readonly string[] | undefined>,
  };
}

export type PagedListModel<Item = unknown, Answer = unknown, Filters extends Record<string, string> = Record<string, string>, SortKey extends string = string> =
  ReturnType<typeof createPagedList<Item, Answer, Filters, SortKey>>;
