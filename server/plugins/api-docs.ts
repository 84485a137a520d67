import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_DOCS_PREFIX = '/api/docs';

/** The OpenAPI document, generated from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Shikhon API',
        description: 'The HTTP API of Shikhon, the tuition marketplace. Every error answers `{ message }`.',
        version: '1.0.0',
      },
      // No servers entry: "Try it out" calls the origin the docs were loaded from.
      tags: [
        { name: 'auth', description: 'Accounts, sessions, OTPs and password reset' },
        { name: 'tuitions', description: 'The tuition board, jobs and applications' },
        { name: 'tutors', description: 'Find tutors, public tutor details and the contact form' },
        { name: 'requests', description: 'Tutor requests (Hire a Tutor)' },
        { name: 'content', description: 'Testimonials, affiliate offers and public statistics' },
        { name: 'system', description: 'Health' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token from login or register' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
}
