// The server's render of the public pages (issue 15, "first screen from the server"): home, the board, a job,
// Find tutors and a tutor arrive as HTML with their content. For one address it forks an Effector scope, runs the
// page's loads exactly as the browser would (the same events; the API is called in-process through `fetchApi`),
// renders the app in the request's language and returns the HTML with the scope's values. The browser picks the
// values up (src/app/main.tsx) and hydrates without asking for the same data again (router-sync's rendered address).
// Built by `vite build --ssr` into dist/ssr/server.mjs; server/plugins/server-render.ts serves it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { allSettled, fork, serialize, type Scope } from 'effector';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchPath, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { sessionRestored } from '@/entities/session';
import { tuitionOpened } from '@/entities/tuition';
import { tutorRequested } from '@/entities/tutor';
import { homePageOpened } from '@/pages/home';
import { i18n, type UiLanguage } from '@/shared/i18n';
import { setFormatLanguage } from '@/shared/lib/format';
import { addressRendered, locationChanged, RouterSyncOutlet, type AddressPath } from '@/shared/lib/router-sync';
import { AppProviders } from './AppProviders';
import { appRoutes } from '../router/routes';

/** Answers an API call made by the page's loads (the server's own routes, in-process). */
export type FetchApi = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderRequest {
  /** Path and query, e.g. `/?lang=bn`. */
  url: string;
  language: UiLanguage;
  fetchApi: FetchApi;
}

export interface RenderedPage {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** The page's `<title>` text. */
  title: string | null;
  /** The scope's values (effector `serialize`), for the browser's `fork({ values })`. */
  values: Record<string, unknown>;
  /** The page's module (build manifest key): its chunk and stylesheets go into the head. */
  module: string;
}

interface ServerPage {
  path: string;
  /** The page's module as the client's build manifest names it (its chunk and stylesheets are linked up front). */
  module: string;
  /** The page's own "opened" events, as its component fires them in the browser. */
  open: (scope: Scope, params: Record<string, string | undefined>) => Promise<unknown>;
}

const nothingMore = () => Promise.resolve();

/** The pages rendered with their content. Every other address gets the app's shell (the browser renders it). */
export const SERVER_PAGES: readonly ServerPage[] = [
  { path: '/', module: 'src/pages/home/index.ts', open: (scope) => allSettled(homePageOpened, { scope }) },
  // The board and Find tutors are paged lists: the address alone loads them (locationChanged).
  { path: '/tution_list', module: 'src/pages/tuition-board/index.ts', open: nothingMore },
  { path: '/tuition_list', module: 'src/pages/tuition-board/index.ts', open: nothingMore },
  {
    path: '/tuition_details/:id',
    module: 'src/pages/tuition-details/index.ts',
    open: (scope, params) => (params.id ? allSettled(tuitionOpened, { scope, params: params.id }) : nothingMore()),
  },
  { path: '/premium_tutor', module: 'src/pages/find-tutors/index.ts', open: nothingMore },
  {
    path: '/premium_tutor_details/:id',
    module: 'src/pages/tutor-details/index.ts',
    open: (scope, params) => (params.id ? allSettled(tutorRequested, { scope, params: params.id }) : nothingMore()),
  },
];

/** The server page of an address, if it is one. */
export function serverPageOf(pathname: string): { page: ServerPage; params: Record<string, string | undefined> } | null {
  for (const page of SERVER_PAGES) {
    const match = matchPath({ path: page.path, end: true }, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}

// The page's loads call the API through the request layer's fetch with a path (`/api/...`); here such a call is
// answered by the server itself, for the request being rendered only. Any other fetch goes out as usual.
const apiCalls = new AsyncLocalStorage<{ fetchApi: FetchApi; language: UiLanguage }>();
let fetchPatched = false;
function routeApiCallsInProcess(): void {
  if (fetchPatched) return;
  fetchPatched = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = apiCalls.getStore();
    if (call && typeof input === 'string' && input.startsWith('/')) {
      const headers = new Headers(init.headers);
      headers.set('Accept-Language', call.language);
      return call.fetchApi(input, { ...init, headers });
    }
    return networkFetch(input, init);
  };
}

const routes: RouteObject[] = [{ element: <RouterSyncOutlet />, children: appRoutes }];

/** Where App.tsx has the account's language (it renders nothing; the server knows no account). */
function AccountLanguageSpot() {
  return null;
}

// The words and the number formats are the shared instance's current language while a page renders, so one page
// renders at a time (a render is a few milliseconds once the data is in the scope).
let renderQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = renderQueue.then(work, work);
  renderQueue = run.catch(() => undefined);
  return run;
}

/** A boundary the render left to the browser (React's marker for a Suspense boundary it could not finish). */
const UNFINISHED = '<!--$!-->';

/**
 * The page as one string with no script of React's in it (the security headers allow none inline): a plain string
 * render, repeated while a lazily loaded page is still arriving (its module is already loaded here, so that takes a
 * tick or two), so every boundary is finished and the browser hydrates it as it is.
 */
async function toHtml(element: ReactNode): Promise<string> {
  let html = renderToString(element);
  for (let attempt = 0; attempt < 20 && html.includes(UNFINISHED); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, attempt < 5 ? 0 : 10));
    html = renderToString(element);
  }
  if (html.includes(UNFINISHED)) throw new Error('the page did not finish rendering');
  return html;
}

/** Loads the lazily loaded page (and so its models) of an address. */
function preloadPageOf(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map(({ route }) => (route.element as { type?: { preload?: () => Promise<unknown> } } | undefined)?.type?.preload?.()),
  );
}

const TITLE = /<title>([\s\S]*?)<\/title>/;

/** Renders a public page with its content, or null for an address that is not one (the shell serves it). */
export async function renderPage({ url, language, fetchApi }: RenderRequest): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://shikhon.local');
  const found = serverPageOf(address.pathname);
  if (!found) return null;
  routeApiCallsInProcess();
  // The server starts the shared instance with every catalogue (server/i18n.ts) before it answers anything.
  if (!i18n.isInitialized) throw new Error('the i18n instance is not started');

  const where: AddressPath = { pathname: address.pathname, search: address.search };
  // The page's module first: its models must exist when the address is announced (a paged list loads from it).
  await preloadPageOf(address.pathname);
  const scope = fork();
  await apiCalls.run({ fetchApi, language }, async () => {
    await allSettled(locationChanged, { scope, params: where });
    await found.page.open(scope, found.params);
    await allSettled(addressRendered, { scope, params: where });
  });
  // Pages are rendered as a guest sees them once the session is known: the browser restores a guest's session
  // before it hydrates the page (the page's boundary hydrates after the layout), so its first render matches.
  await allSettled(sessionRestored, { scope, params: null });

  // The browser's own router kind (in memory here) in the same place as in App.tsx, so every useId and every
  // element the browser renders while it hydrates is the one the server rendered.
  const router = createMemoryRouter(routes, { initialEntries: [`${where.pathname}${where.search}`] });

  // The values the page is rendered from, taken before the render: anything the render itself starts (the session's
  // restore) must not reach the browser's first render, which has to match this one.
  const values = serialize(scope);
  return oneAtATime(async () => {
    await i18n.changeLanguage(language);
    setFormatLanguage(language);
    try {
      const html = await toHtml(
        <I18nextProvider i18n={i18n}>
          <AppProviders scope={scope} session={{ onLoggedOut: () => undefined, currentPath: () => where.pathname }}>
            <AccountLanguageSpot />
            <RouterProvider router={router} />
          </AppProviders>
        </I18nextProvider>,
      );
      const title = TITLE.exec(html);
      return {
        // The page's <title> goes into the head (the template's is replaced); React sets it again in the browser.
        html: title ? html.replace(title[0], '') : html,
        title: title?.[1] ?? null,
        values,
        module: found.page.module,
      };
    } finally {
      // The server's own texts name their language; the shared instance rests in English between renders.
      await i18n.changeLanguage('en');
      setFormatLanguage('en');
    }
  });
}
