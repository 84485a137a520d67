import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from './i18n/start-i18n';
import { App } from './entrypoint/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first language's common words are loaded before the first paint, so no screen flashes in the other language.
void startI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
