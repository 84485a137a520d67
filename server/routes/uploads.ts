import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NOT_FOUND } from '../plugins/error-handling';
import type { Storage } from '../services/storage';

export const UPLOADS_PREFIX = '/uploads/';

/** The answers may not run anything: a strict CSP with sandbox, so even a crafted SVG opened on its own is inert. */
const INERT = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * Public images (tutor photos, testimonials, affiliate offers) at /uploads/... Identity documents are never among
 * them. From UPLOADS_DIR by default; with an S3 store the server reads the bucket (which needs no public access)
 * and falls back to UPLOADS_DIR for pictures written there (the demo seed's).
 */
export async function uploadsRoutes(
  app: FastifyInstance,
  { uploadsDir, storage }: { uploadsDir: string; storage: Storage },
): Promise<void> {
  const fromFolder = {
    root: uploadsDir,
    decorateReply: false,
    index: false as const,
    dotfiles: 'deny' as const,
    setHeaders(reply: FastifyReply) {
      reply.header('content-security-policy', INERT);
      reply.header('cache-control', 'public, max-age=86400');
    },
  };
  if (storage.kind === 'folder') {
    await app.register(fastifyStatic, { ...fromFolder, prefix: UPLOADS_PREFIX, suppressWarning: true });
    return;
  }
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { ...fromFolder, decorateReply: true, serve: false });
    scope.get('/uploads/*', async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const extension = /\.([a-z]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
      const type = CONTENT_TYPES[extension];
      if (!type || !/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key) || key.includes('..')) {
        return reply.status(404).send({ message: NOT_FOUND });
      }
      const body = await storage.publicFiles.get(key);
      if (body) {
        return reply.header('content-security-policy', INERT).header('cache-control', 'public, max-age=86400').type(type!).send(body);
      }
      return reply.sendFile(key, uploadsDir);
    });
  });
}
