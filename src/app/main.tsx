import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage } from '@/shared/i18n';
import { startI18n } from './i18n/start-i18n';
import { App } from './entrypoint/App';

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

// The first language's common words are loaded before the first paint, so no screen flashes in the other language.
void startI18n().then(() => {
  const rendered = serverState();
  // A page the server rendered in the language shown here is taken over as it is, with the data it came with;
  // otherwise (the shell, or a language chosen in this browser only) the browser renders the page itself.
  if (rendered && rendered.language === currentLanguage() && container.firstElementChild) {
    hydrateRoot(
      container,
      <StrictMode>
        <App values={rendered.values} />
      </StrictMode>,
    );
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
