// The schema of a route's success answer. Only types are imported here, so reading it evaluates no zod: the browser's
// route references (src/shared/api/route-ref.ts) take it for a route whose contract file they have just loaded.
import type { z } from 'zod';
import type { ContractRoute } from './define-route';

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
  if (!schema) throw new Error(`${route.method} ${route.path} declares no success answer`);
  return schema;
}
