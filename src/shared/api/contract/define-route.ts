// One object per route (ts-rest's shape over our own zod contract): the server registers its handler from it
// (server/plugins/contract-routes.ts) and the client calls it through `callApi` (src/shared/api/call-api.ts),
// so neither side writes a method, a path or a shape again. docs/decisions.md: "One route contract".
import type { z } from 'zod';
import type { RouteAccess, RouteMethod } from './access';
import { errorResponseSchema } from './common';

/** The OpenAPI document's groups. */
export type ApiTag =
  | 'admin'
  | 'auth'
  | 'content'
  | 'documents'
  | 'member'
  | 'payments'
  | 'requests'
  | 'students'
  | 'system'
  | 'tuitions'
  | 'tutors';

export interface ContractRoute extends RouteAccess {
  method: RouteMethod;
  /** Fastify's syntax: `:name` is a path parameter, named in `params`. */
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body's media types when it is not JSON: a multipart upload read by the handler (no `body` schema). */
  consumes?: readonly string[];
  /** Every status the route answers with, and its shape; errors are `{ message }`. */
  responses: { readonly [status: number]: z.ZodType };
  summary: string;
  tags: readonly ApiTag[];
  description?: string;
  /** The user-facing messages the route can answer with (English; the server translates them). */
  messages?: Readonly<Record<string, string>>;
}

/** A group of routes of one area, each under the name its handler and its client call use. */
export type ContractGroup = Readonly<Record<string, ContractRoute>>;

/** Declares one route; the literal types are kept, so both sides infer params, query, body and answers from it. */
export function defineRoute<const R extends ContractRoute>(route: R): R {
  return route;
}

/** `{ 400: errorResponseSchema, 401: errorResponseSchema, ... }` for the error statuses a route answers with. */
export function errorResponses<const C extends readonly number[]>(
  ...codes: C
): { readonly [K in C[number]]: typeof errorResponseSchema } {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as {
    readonly [K in C[number]]: typeof errorResponseSchema;
  };
}

/** `METHOD /path`, the key of ROUTE_ACCESS and of Fastify's route table. */
export type ContractRouteKeyOf<R extends ContractRoute> = `${R['method']} ${R['path']}`;

export function routeKeyOf(route: ContractRoute): string {
  return `${route.method} ${route.path}`;
}

/** The access fields of a route, as ROUTE_ACCESS holds them. */
export function accessOf(route: ContractRoute): RouteAccess {
  return {
    access: route.access,
    ...(route.owner ? { owner: route.owner } : {}),
    ...(route.ownerMessage ? { ownerMessage: route.ownerMessage } : {}),
    ...(route.roles ? { roles: route.roles } : {}),
  };
}

// A route's success answer is read in success-schema.ts (no zod at run time there: the browser's route references
// read it without evaluating the contract's schemas up front).
export { successSchemaOf, type SuccessSchemaOf } from './success-schema';
