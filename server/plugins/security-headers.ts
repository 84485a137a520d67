import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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
    // The inspector's window (stately.ai) talks to the app through window.opener/postMessage; plain
    // same-origin would cut that link. Popups keep their opener; everything else stays isolated.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (needsNoStore(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * Browser features the app never uses, switched off for every page and answer (and for any frame):
 * nothing on Shikhon needs the camera, microphone, location, payments API, USB, sensors or FLoC/Topics.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
  'interest-cohort=()',
].join(', ');

/**
 * An answer that needs a login, or was made for a signed-in caller, must never be kept by a browser or a
 * shared cache: the request carried a session (request.auth, or any Authorization header, even one that was
 * refused), or the route is not public in the access table.
 */
function needsNoStore(request: FastifyRequest): boolean {
  if (request.auth || request.headers.authorization) return true;
  return !isPublicRoute(request);
}


/**
 * Whether the route answers guests: its level in the access table (server/plugins/auth.ts copies it into the
 * route's config) is public or optional. Answers without a route (404s, the client's files) are public.
 */
function isPublicRoute(request: FastifyRequest): boolean {
  const access = (request.routeOptions.config as { access?: string } | undefined)?.access;
  return access === undefined || access === 'public' || access === 'optional';
}
