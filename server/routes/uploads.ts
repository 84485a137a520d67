import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const UPLOADS_PREFIX = '/uploads/';

/**
 * Public images (tutor photos, testimonials, affiliate offers) from UPLOADS_DIR at /uploads/... Identity
 * documents are never stored under UPLOADS_DIR. The answers may not run anything: a strict CSP with
 * sandbox, so even a crafted SVG opened on its own is inert.
 */
export async function uploadsRoutes(app: FastifyInstance, { uploadsDir }: { uploadsDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    suppressWarning: true,
    setHeaders(reply) {
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
}
