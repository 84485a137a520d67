import { createEffect } from 'effector';
import { callApi, takesQuery, type AnyRoute, type ApiError, type CallAnswer, type CallInput } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { createPagedList, type PagedListConfig } from './create-paged-list';
import type { ListQuery, SortOrder } from './query';

/** What a list asks its route for by convention: its filters as they are, the sort as `sort` and `order`, `page`, and the size as `limit`. */
export type RouteQuery<Filters extends Record<string, string>> = Filters & { sort?: string; order?: SortOrder; page: number; limit?: number };

/** The route's query as the client sends it (nothing for a route without one). */
export type RouteQueryOf<R extends AnyRoute> = CallInput<R> extends { query: infer Query } ? Query : void;

export interface RouteListConfig<R extends AnyRoute, Item, Filters extends Record<string, string>, SortKey extends string>
  extends Omit<PagedListConfig<Item, CallAnswer<R>, Filters, SortKey>, 'load'> {
  /** Changes the conventional query where the route names a part otherwise or wants more (`q` for `search`). */
  query?: (query: RouteQuery<Filters>) => RouteQueryOf<R>;
  /** A failed load always says `<prefix>.loadFailed` (a spec's fixed words), whatever the server said. */
  fixedError?: boolean;
}

/** The conventional query of a list's page; a list of everything on one page sends no `limit`. */
export function routeQuery<Filters extends Record<string, string>, SortKey extends string>({
  filters,
  sort,
  page,
  size,
}: ListQuery<Filters, SortKey>): RouteQuery<Filters> {
  return { ...filters, ...(sort ? { sort: sort.by, order: sort.order } : {}), page, ...(Number.isFinite(size) ? { limit: size } : {}) };
}

/**
 * A paged list whose pages come from one route of the contract, asked with the conventional query (`routeQuery`), or
 * with nothing when the route takes none. `fetchFx` is the call (tests and stories answer it through a fork handler).
 */
export function createRouteList<R extends AnyRoute, Item, Filters extends Record<string, string>, SortKey extends string = string>(
  route: R,
  { query, fixedError, ...config }: RouteListConfig<R, Item, Filters, SortKey>,
) {
  const { texts } = config;
  const fetchFx = createEffect<RouteQueryOf<R>, CallAnswer<R>, ApiError>((sent) =>
    (callApi as (route: R, input?: unknown) => Promise<CallAnswer<R>>)(route, takesQuery(route) ? { query: sent } : undefined),
  );
  const list = createPagedList<Item, CallAnswer<R>, Filters, SortKey>({
    ...(fixedError && texts ? { errorMessage: () => i18n.t(`${texts.prefix}.loadFailed`, { ns: texts.ns }) } : {}),
    ...config,
    load: (page) => fetchFx((takesQuery(route) ? (query ?? ((sent) => sent as RouteQueryOf<R>))(routeQuery(page)) : undefined) as RouteQueryOf<R>),
  });
  return { ...list, fetchFx };
}
