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

type SuccessStatus = 200 | 201 | 202 | 204;
/** The schema of a route's success answer: its 200, else the first 2xx it declares. */
export type SuccessSchemaOf<R extends ContractRoute> = R['responses'] extends { 200: infer S extends z.ZodType }
  ? S
  : R['responses'] extends { 201: infer S extends z.ZodType }
    ? S
    : R['responses'] extends { 202: infer S extends z.ZodType }
      ? S
      : R['responses'] extends { 204: infer S extends z.ZodType }
        ? S
        : never;

export function successSchemaOf(route: ContractRoute): z.ZodType {
  const statuses: SuccessStatus[] = [200, 201, 202, 204];
  const status = statuses.find((code) => route.responses[code] !== undefined);
  const schema = status === undefined ? undefined : route.responses[status];
  if (!schema) throw new Error(`${routeKeyOf(route)} declares no success answer`);
  return schema;
}
