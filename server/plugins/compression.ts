import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses dynamic answers (JSON, the API docs, index.html when no precompressed copy exists) of 1 KB or more
 * with brotli or gzip when the browser asks for it (Accept-Encoding). Built assets are compressed once at build
 * (scripts/vite-precompress.ts) and served as they are (client-app.ts): an answer that already has a
 * Content-Encoding is left alone. Brotli runs at quality 4 here, fast enough per request (11 is for the build).
 * Request bodies are not decompressed: a compressed upload answers as before (400/415), no zip bombs to inflate.
 * Must be registered before the routes: it attaches to each route as the route is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}
