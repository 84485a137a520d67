import './styles/mantine-core.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { loadSessionMachine, readStoredSession } from '@/entities/session';
import { currentLanguage } from '@/shared/i18n';
import { startI18n } from './i18n/start-i18n';
import { App } from './entrypoint/App';
import { appRoutes } from './router/routes';

// The session machine (with xstate) is not in the initial JS (issue 15): its module is fetched at once, and a member's
// page, which restores the session, waits for it; a guest's page is taken over without waiting.
const sessionMachine = loadSessionMachine();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** What the server put next to a page it rendered (server/plugins/server-render.ts): its language and scope. */
function serverState(): { language: string; values: Record<string, unknown> } | null {
  const script = document.getElementById('server-state');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as { language: string; values: Record<string, unknown> };
  } catch {
    return null;
  }
}

/** The chunks of the page at this address (its lazily loaded page), so a server page hydrates in one pass. */
function preloadPage(): Promise<unknown> {
  const matches = matchRoutes(appRoutes, window.location.pathname) ?? [];
  return Promise.all(
    matches.map(({ route }) => {
      const type = (route.element as { type?: { preload?: () => Promise<unknown> } } | undefined)?.type;
      return type?.preload?.();
    }),
  );
}

/** A member signed in in this browser: pages are rendered for guests, so the member's own view is rendered here. */
function signedIn(): boolean {
  try {
    return readStoredSession(window.localStorage) !== null;
  } catch {
    return false;
  }
}

// The first language's common words are loaded before the first paint, so no screen flashes in the other language.
const rendered = serverState();
// A guest's page is taken over as the server rendered it: its chunk first, so it hydrates in one pass. A member's is
// rendered by the browser as before (its chunk loads while the session is restored, whose token its loads carry).
const takesOver = rendered !== null && !signedIn();
void Promise.all([
  startI18n(),
  takesOver ? preloadPage().catch(() => undefined) : sessionMachine.catch(() => undefined),
]).then(() => {
  // A page the server rendered in the language shown here is taken over as it is, with the data it came with;
  // otherwise (the shell, a language chosen in this browser only, a signed-in member whose jobs and tutors carry
  // their own state) the browser renders the page itself and loads its data, the server's page shown meanwhile.
  if (takesOver && rendered.language === currentLanguage() && container.firstElementChild) {
    // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between them, instead of
    // in one long task (issue 15: a slow phone's main thread stays free for input and paint meanwhile).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App values={rendered.values} />
        </StrictMode>,
      );
    });
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
