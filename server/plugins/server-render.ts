import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { serverRenderedPaths } from '../../src/app/router/paths';
import type { ChangeSignal } from '../services/change-signal';
import { languageFromAcceptLanguage, toUiLanguage, type UiLanguage } from '../../src/shared/i18n/namespaces';

/** What the server render (src/app/entrypoint/server.tsx, built into dist/ssr/server.mjs) offers. */
export interface PageRenderer {
  renderPage(request: {
    url: string;
    language: UiLanguage;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderedPage | null>;
}

export interface RenderedPage {
  html: string;
  title: string | null;
  values: Record<string, unknown>;
  /** The page's module, as the client's build manifest names it. */
  module: string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** A page's own chunks and stylesheets beyond those index.html already links, from the client's build manifest. */
export interface PageAssets {
  scripts: string[];
  stylesheets: string[];
}

/**
 * Reads the client's build manifest (dist/client/.vite/manifest.json): for a page module, its chunk, the chunks it
 * imports and their stylesheets, less what the entry already brings. The stylesheets are linked in the head so the
 * page is laid out right before any script runs (no shift when the page's chunk would have added them); the
 * chunks are preloaded so the browser fetches them alongside the entry.
 */
export function manifestAssets(clientDir: string): (module: string) => PageAssets {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => ({ scripts: [], stylesheets: [] });
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = closure('index.html');
  const cache = new Map<string, PageAssets>();
  return (module) => {
    const known = cache.get(module);
    if (known) return known;
    const scripts: string[] = [];
    const stylesheets: string[] = [];
    const entryCss = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
    for (const key of closure(module)) {
      const chunk = manifest[key]!;
      if (!entry.has(key)) scripts.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) if (!entryCss.has(css) && !stylesheets.includes(`/${css}`)) stylesheets.push(`/${css}`);
    }
    const assets = { scripts, stylesheets };
    cache.set(module, assets);
    return assets;
  };
}

/**
 * The built server render next to the built client (dist/client → dist/ssr/server.mjs), when it was built. One
 * that cannot be loaded leaves every page to the browser (the shell), with the reason in the log.
 */
export async function loadBuiltRenderer(clientDir: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  const file = path.join(clientDir, '..', 'ssr', 'server.mjs');
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as PageRenderer;
  } catch (error) {
    log.error({ err: error, file }, 'the server render could not be loaded: pages are sent as the shell');
    return null;
  }
}

/**
 * The built server render, loaded when it is first needed, or once the server listens (whichever comes first):
 * loading it takes seconds (React, Mantine and every public page), which an empty start would otherwise spend before
 * /api/health answers (issue 15: health within 3 s). A page asked for while it loads waits for it; when there is
 * none (not built, or it failed to load) pages are the shell. Null when no render was built.
 */
export function lazyBuiltRenderer(app: FastifyInstance, clientDir: string): PageRenderer | null {
  if (!existsSync(path.join(clientDir, '..', 'ssr', 'server.mjs'))) return null;
  let loading: Promise<PageRenderer | null> | undefined;
  const load = () => (loading ??= loadBuiltRenderer(clientDir, app.log));
  app.addHook('onListen', async () => {
    void load();
  });
  return {
    renderPage: async (input) => {
      const renderer = await load();
      return renderer ? renderer.renderPage(input) : null;
    },
  };
}

/** The cookie the browser keeps the chosen language in (i18next's language detector, src/app/i18n/start-i18n.ts). */
const LANGUAGE_COOKIE = 'i18next';

/** The page's language as the browser will pick it: `?lang=`, the chosen language's cookie, `Accept-Language`. */
export function pageLanguage(request: FastifyRequest): UiLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lang === 'string' ? toUiLanguage(query.lang) : undefined;
  if (fromQuery) return fromQuery;
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '');
  const fromCookie = cookie?.[1] ? toUiLanguage(decodeURIComponent(cookie[1])) : undefined;
  return fromCookie ?? languageFromAcceptLanguage(request.headers['accept-language']);
}

const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The rendered paths as one expression (`:param` is one segment; a trailing slash is allowed). */
const renderedPathPattern = new RegExp(
  `^(?:${serverRenderedPaths
    .map((pattern) => pattern.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : escapePattern(part))).join('/'))
    .join('|')})/?$`,
);
export const isServerRenderedPath = (pathname: string) => renderedPathPattern.test(pathname);

/** How long a rendered page is sent again as it is (per address and language), and how many are kept. */
const PAGE_CACHE_MS = 10_000;
const PAGE_CACHE_ENTRIES = 500;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const BANGLA_FONT = '<link rel="stylesheet" href="/fonts/noto-sans-bengali.css">';
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** JSON inside a script element: nothing in it can close the element or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * A rendered page shows its content before any script runs, so its scripts load at low priority: the stylesheets and
 * the first image come first on a slow connection (issue 15: with ~100 script requests at the browser's default high
 * priority, the first paint waited for them, 3.1 s on Lighthouse's phone; 1.2 s at low priority). The shell page
 * (rendered by the browser) keeps the default priority.
 */
function lowPriorityScripts(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/** index.html with a rendered page in it: its language, title, markup and the scope's values for the browser. */
export function pageHtml(
  template: string,
  page: Omit<RenderedPage, 'module'>,
  language: UiLanguage,
  assets: PageAssets = { scripts: [], stylesheets: [] },
): string {
  let html = template.replace(/<html[^>]*>/, `<html lang="${language}" data-mantine-color-scheme="light">`);
  if (page.title !== null) html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${page.title}</title>`);
  const links = [
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...(language === 'bn' ? [BANGLA_FONT] : []),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  html = lowPriorityScripts(html.replace('</head>', () => `${links.join('')}</head>`));
  const state = `<script id="server-state" type="application/json">${scriptJson({ language, values: page.values })}</script>`;
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${state}`);
}

/** The shell in a language (the browser renders the page): `<html lang>` is right before any script runs. */
function shellHtml(template: string, language: UiLanguage): string {
  return template.replace(/<html[^>]*>/, `<html lang="${escapeText(language)}">`);
}

/**
 * The public pages (serverRenderedPaths) as HTML with their content: the page's loads run in-process through
 * `app.inject` (no network, the same routes and checks as the browser's calls). A page that cannot be rendered
 * (no built render, an error, a slow database) gets the app's shell instead, never an error page. HTML is never
 * cached (no-cache) and is compressed by the compression plugin like any dynamic answer.
 */
export function registerServerRender(
  app: FastifyInstance,
  options: {
    template: string;
    renderer: PageRenderer | null;
    assets?: (module: string) => PageAssets;
    cacheMs?: number;
    /** Successful writes of this and (on PostgreSQL) every other server process; unset: this process's own. */
    changes?: ChangeSignal;
  },
): void {
  const { template, renderer, assets = () => ({ scripts: [], stylesheets: [] }), cacheMs = PAGE_CACHE_MS, changes } = options;
  // Every visitor gets the same page (rendered as a guest) in a language, so a page is kept for a few seconds;
  // any change made through the API (a write that succeeded) forgets them all, so nobody sees their own change late.
  const cache = new Map<string, { html: string; at: number }>();
  if (changes) changes.onChange(() => cache.clear());
  else {
    app.addHook('onResponse', async (request, reply) => {
      if (cache.size > 0 && !SAFE_METHODS.has(request.method) && reply.statusCode < 400) cache.clear();
    });
  }
  const fetchApi = (request: FastifyRequest) => async (url: string, init: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    // Only the page's own public reads: no cookie or credentials of the visitor go along.
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...headers, 'user-agent': 'shikhon-server-render' },
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };

  // A hook rather than routes of their own: these addresses stay the built client's (`GET /*`, whose access the
  // contract declares); a page address is answered here before that route's handler would send index.html.
  // Without a render (not built) the pages are the built client's index.html exactly as before.
  if (!renderer) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isServerRenderedPath(pathname)) return;
    const language = pageLanguage(request);
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie');
    const key = `${language} ${request.url}`;
    const kept = cache.get(key);
    if (kept && Date.now() - kept.at < cacheMs) return reply.type('text/html; charset=utf-8').send(kept.html);
    try {
      const page = await renderer.renderPage({ url: request.url, language, fetchApi: fetchApi(request) });
      if (page) {
        const html = pageHtml(template, page, language, assets(page.module));
        if (cacheMs > 0) {
          cache.delete(key);
          cache.set(key, { html, at: Date.now() });
          // The oldest go first (a Map keeps the order of insertion).
          while (cache.size > PAGE_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
        }
        return reply.type('text/html; charset=utf-8').send(html);
      }
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server render failed: the shell is sent instead');
    }
    return reply.type('text/html; charset=utf-8').send(shellHtml(template, language));
  });
}
