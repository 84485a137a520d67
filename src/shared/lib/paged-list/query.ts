export type SortOrder = 'asc' | 'desc';

export interface ListSort<SortKey extends string = string> {
  by: SortKey;
  order: SortOrder;
}

/** What one page of a list asks the server for; every part of it lives in the address. */
export interface ListQuery<Filters extends Record<string, string>, SortKey extends string = string> {
  page: number;
  size: number;
  filters: Filters;
  sort: ListSort<SortKey> | null;
}

export interface QueryShape<Filters extends Record<string, string>, SortKey extends string> {
  filters: Filters;
  /** The values a filter accepts; anything else in an address falls back to the default. */
  filterValues?: { [Key in keyof Filters]?: readonly Filters[Key][] };
  size: number;
  sizes?: readonly number[];
  sort?: ListSort<SortKey>;
  sortKeys?: readonly SortKey[];
}

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
};

/** Reads a list's query from an address ('?status=paid&page=2'); a missing or foreign value takes its default. */
export function readQuery<Filters extends Record<string, string>, SortKey extends string>(
  shape: QueryShape<Filters, SortKey>,
  search: string,
): ListQuery<Filters, SortKey> {
  const params = new URLSearchParams(search);
  const filters = { ...shape.filters };
  for (const key of Object.keys(shape.filters) as (keyof Filters & string)[]) {
    const value = params.get(key)?.trim();
    if (value === undefined || value === '') continue;
    const allowed = shape.filterValues?.[key];
    if (!allowed || allowed.includes(value as Filters[typeof key])) filters[key] = value as Filters[typeof key];
  }
  const size = positiveInt(params.get('size'));
  const by = params.get('sort');
  const order = params.get('order');
  const sort =
    shape.sort && by !== null && shape.sortKeys?.includes(by as SortKey)
      ? { by: by as SortKey, order: order === 'asc' || order === 'desc' ? order : shape.sort.order }
      : (shape.sort ?? null);
  return {
    page: positiveInt(params.get('page')) ?? 1,
    size: size !== null && (shape.sizes ?? [shape.size]).includes(size) ? size : shape.size,
    filters,
    sort,
  };
}

/** The address of a query: only what differs from the defaults, so the list's plain address stays plain. */
export function writeQuery<Filters extends Record<string, string>, SortKey extends string>(
  shape: QueryShape<Filters, SortKey>,
  query: ListQuery<Filters, SortKey>,
): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(shape.filters) as (keyof Filters & string)[]) {
    const value = query.filters[key].trim();
    if (value !== shape.filters[key]) params.set(key, value);
  }
  if (query.sort && shape.sort && (query.sort.by !== shape.sort.by || query.sort.order !== shape.sort.order)) {
    params.set('sort', query.sort.by);
    params.set('order', query.sort.order);
  }
  if (query.size !== shape.size) params.set('size', String(query.size));
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** 'Showing X to Y of Z' figures for a page. */
export function showingRange(page: number, size: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  return { from: (page - 1) * size + 1, to: Math.min(total, page * size) };
}
