// @vitest-environment node
// The registrar (server/plugins/contract-routes.ts): routes come from their contract entries only, and a handler
// without an entry or an entry without a handler stops the server before it starts.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { contentContract, languageContract, systemContract } from '@/shared/api/contract';
import type { Database } from '@server/db/database';
import { registerAuth, RouteContractError } from '@server/plugins/auth';
import { assertHandlersMatch, registerContractRoutes } from '@server/plugins/contract-routes';
import { systemClock } from '@server/services/clock';

function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

let open: ReturnType<typeof bareApp> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('registerContractRoutes', () => {
  it('refuses a handler that has no contract entry', () => {
    const app = bareApp();
    const handlers = {
      health: () => ({ status: 'ok' as const }),
      sneaky: () => ({ status: 'ok' as const }),
    };
    expect(() => registerContractRoutes(app, systemContract, handlers)).toThrow(RouteContractError);
    expect(() => assertHandlersMatch(systemContract, handlers)).toThrow(/Handlers without a contract entry: sneaky/);
  });

  it('refuses a contract entry that has no handler', () => {
    const app = bareApp();
    const handlers = { testimonials: () => ({ testimonials: [] }), affiliates: () => ({ data: [] }) };
    // The type already says so; the check holds for handler maps built at run time too.
    expect(() => registerContractRoutes(app, contentContract, handlers as never)).toThrow(
      /Contract entries without a handler: publicStats \(GET \/api\/stats\/public\)/,
    );
  });

  it("takes the method, path, validation and OpenAPI fields from the entry", async () => {
    const app = bareApp();
    open = app;
    const schemas: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      schemas[`${String(route.method)} ${route.url}`] = route.schema;
    });
    registerContractRoutes(app, languageContract, { save: (request) => ({ message: 'saved', language: request.body.language }) });
    registerContractRoutes(app, systemContract, { health: () => ({ status: 'ok' as const }) });

    const saved = await app.inject({ method: 'PUT', url: '/api/me/language', payload: { language: 'bn' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'saved', language: 'bn' });
    const refused = await app.inject({ method: 'PUT', url: '/api/me/language', payload: { language: 'fr' } });
    expect(refused.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/me/language', payload: {} })).statusCode).toBe(404);

    // A route that needs a login carries `security` in the document; one a guest may call carries none.
    expect(schemas['PUT /api/me/language']).toMatchObject({
      body: languageContract.save.body,
      summary: languageContract.save.summary,
      tags: ['auth'],
      security: [{ bearerAuth: [] }],
    });
    expect(schemas['GET /api/health']).toMatchObject({ tags: ['system'], summary: systemContract.health.summary });
    expect(schemas['GET /api/health']).not.toHaveProperty('security');
  });
});

describe('the server with the access guard', () => {
  it('does not start while a contract entry has no handler', async () => {
    const app = bareApp();
    open = app;
    registerAuth(app, { db: {} as Database, clock: systemClock });
    registerContractRoutes(app, systemContract, { health: () => ({ status: 'ok' as const }) });
    await expect(app.ready()).rejects.toThrow(/The contract declares routes that no handler serves: .*GET \/api\/testimonials/);
  });
});
