import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { needsLogin } from '../../src/shared/api/contract/access';
import { routeKeyOf, type ContractGroup, type ContractRoute } from '../../src/shared/api/contract/define-route';
import { RouteContractError } from './auth';

type SchemaPart<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** The Fastify schema a contract entry stands for, as fastify-type-provider-zod reads it. */
interface ContractSchema<R extends ContractRoute> {
  params: SchemaPart<R, 'params'>;
  querystring: SchemaPart<R, 'query'>;
  body: SchemaPart<R, 'body'>;
  response: R['responses'];
}

type Server = RawServerDefault;
type Generic = RouteGenericInterface;

/** Fastify's options of one route (handler included), typed from the entry's schemas through the zod type provider. */
type ContractRouteOptions<R extends ContractRoute> = RouteShorthandOptionsWithHandler<
  Server,
  RawRequestDefaultExpression<Server>,
  RawReplyDefaultExpression<Server>,
  Generic,
  ContextConfigDefault,
  ContractSchema<R>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** A handler of one entry: request.params/query/body and the answer are inferred from the entry's schemas. */
export type ContractHandler<R extends ContractRoute> = ContractRouteOptions<R>['handler'];

/** A handler with the route options the contract does not own (rate limits, a pre-validation step, a body limit). */
export type ContractHandlerWithOptions<R extends ContractRoute> = Omit<ContractRouteOptions<R>, 'schema'>;

/** One handler per entry of the group, under the entry's name. */
export type ContractHandlers<G extends ContractGroup> = {
  [K in keyof G]: ContractHandler<G[K]> | ContractHandlerWithOptions<G[K]>;
};

/** The OpenAPI schema of an entry: a route that needs a login carries `security`, one a guest may call none. */
function fastifySchemaOf(route: ContractRoute): NonNullable<RouteOptions['schema']> {
  return {
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.consumes ? { consumes: [...route.consumes] } : {}),
    // A route answering a file (a PDF, a CSV) declares no JSON answer.
    ...(Object.keys(route.responses).length > 0 ? { response: { ...route.responses } } : {}),
    summary: route.summary,
    tags: [...route.tags],
    ...(route.description ? { description: route.description } : {}),
    ...(needsLogin(route.access) ? { security: [{ bearerAuth: [] }] } : {}),
  };
}

/** Throws when a handler has no entry in the group, or an entry of the group has no handler. */
export function assertHandlersMatch(group: ContractGroup, handlers: Readonly<Record<string, unknown>>): void {
  const unknown = Object.keys(handlers).filter((name) => !Object.hasOwn(group, name));
  if (unknown.length > 0) {
    throw new RouteContractError(
      `Handlers without a contract entry: ${unknown.join(', ')} (declare them with defineRoute in src/shared/api/contract/)`,
    );
  }
  const missing = Object.entries(group)
    .filter(([name]) => typeof handlers[name] !== 'function' && typeof (handlers[name] as { handler?: unknown } | undefined)?.handler !== 'function')
    .map(([name, route]) => `${name} (${routeKeyOf(route)})`);
  if (missing.length > 0) throw new RouteContractError(`Contract entries without a handler: ${missing.join(', ')}`);
}

/**
 * Registers a group of contract entries with their handlers: method, path and schemas come from the entry only.
 * The access guard is added by the auth plugin's onRoute hook, from ROUTE_ACCESS (derived from the same entries).
 */
export function registerContractRoutes<G extends ContractGroup, P extends FastifyTypeProvider>(
  app: FastifyInstance<Server, RawRequestDefaultExpression<Server>, RawReplyDefaultExpression<Server>, FastifyBaseLogger, P>,
  group: G,
  handlers: ContractHandlers<G>,
): void {
  assertHandlersMatch(group, handlers);
  for (const [name, route] of Object.entries(group)) {
    const implementation = handlers[name] as ContractHandler<ContractRoute> | ContractHandlerWithOptions<ContractRoute>;
    const { handler, ...options } = typeof implementation === 'function' ? { handler: implementation } : implementation;
    app.route({
      ...options,
      method: route.method,
      url: route.path,
      schema: fastifySchemaOf(route),
      handler,
    } as RouteOptions);
  }
}
