// The browser's handle on a route of the contract (issue 15, "ship less"): its method, path and the inputs it takes,
// and `load`, which imports the contract's file for the route itself. A call is sent from the reference at once and
// its answer parsed with the route's success schema once that file is there, so zod and the schemas are not in a
// page's initial JS. The references are written from the contract (scripts/contract-refs.ts: contract-refs/), and
// `@/shared/api` exports them under the contract's group names; the server, machines and tests that import
// src/shared/api/contract use the routes themselves. docs/decisions.md: "Answer schemas load with the call".
import type { z } from 'zod';
import type { ContractGroup, ContractRoute } from './contract/define-route';
import { successSchemaOf } from './contract/success-schema';

export interface RouteRef<R extends ContractRoute = ContractRoute> {
  readonly method: R['method'];
  readonly path: R['path'];
  /** The inputs the route declares (a list sends its query only to a route that takes one). */
  readonly takes: readonly ('params' | 'query' | 'body')[];
  /** The contract's route, with its schemas (its file is imported on the first call). */
  readonly load: () => Promise<R>;
}

/** A group of the contract as references, under the same names. */
export type RouteRefs<G extends ContractGroup> = { readonly [K in keyof G]: RouteRef<G[K]> };

/** A route or a reference to one: what callApi and the lists take. */
export type AnyRoute = ContractRoute | RouteRef;

/** The contract's route behind a reference (a route is itself). */
export type RouteOf<X> = X extends RouteRef<infer R> ? R : X;

const isRef = (route: AnyRoute): route is RouteRef => 'load' in route;

/** Whether a route or reference takes a query. */
export function takesQuery(route: AnyRoute): boolean {
  return isRef(route) ? route.takes.includes('query') : route.query !== undefined;
}

/** The schema of the route's success answer, its file loaded first when it is a reference. */
export function answerSchemaOf(route: AnyRoute): Promise<z.ZodType> {
  return isRef(route) ? route.load().then(successSchemaOf) : Promise.resolve(successSchemaOf(route));
}
