import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The CSP fits the built React/Mantine client: scripts only from this origin, inline
 * styles (Mantine and emotion-free CSS variables set style attributes), images also from data:, blob: and
 * https: (tutor photos, previews of files being uploaded).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The Stately inspector (QA, `?inspect`) opens in a frame or window of its own site.
        frameSrc: ["'self'", 'https://stately.ai'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // require-corp would block the https: images the CSP allows.
    crossOriginEmbedderPolicy: false,
  });
}
