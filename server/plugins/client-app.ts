import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isClientPath } from '../../src/app/router/paths';
import type { ChangeSignal } from '../services/change-signal';
import { NOT_FOUND } from './error-handling';
import { lazyBuiltRenderer, manifestAssets, registerServerRender, type PageRenderer } from './server-render';

/**
 * Serves the built client from `clientDir` (when it was built) and answers every other page address with
 * index.html, so the client's router takes over: 200 for an address the router has a page for
 * (src/app/router/paths.ts), 404 for any other (the client shows its "not found" page). /api/* and missing files
 * answer 404 `{ message }`. Files are sent precompressed (`<file>.br` / `<file>.gz`, written at build) to browsers
 * that accept it; hashed assets are cached for a year, everything else revalidates (no-cache). The public pages
 * come rendered with their content (server-render.ts) by the built server render (dist/ssr), or by `renderer`.
 */
export async function registerClientApp(
  app: FastifyInstance,
  options: { clientDir: string; renderer?: PageRenderer | null; changes?: ChangeSignal },
): Promise<boolean> {
  const hasClient = existsSync(path.join(options.clientDir, 'index.html'));
  if (hasClient) {
    const template = readFileSync(path.join(options.clientDir, 'index.html'), 'utf8');
    const renderer = options.renderer === undefined ? lazyBuiltRenderer(app, options.clientDir) : options.renderer;
    registerServerRender(app, { template, renderer, assets: manifestAssets(options.clientDir), changes: options.changes });
    await app.register(fastifyStatic, {
      root: options.clientDir,
      index: ['index.html'],
      wildcard: true,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset name, so those never change; index.html always may.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
    if (hasClient && isPage && !looksLikeFile) {
      return reply
        .status(isClientPath(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html');
    }
    return reply.status(404).send({ message: NOT_FOUND });
  });
  return hasClient;
}
