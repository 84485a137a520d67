// The server's start of the shared i18n instance (issue 16): every catalogue read from disk at once, so messages,
// mails and SMS can be written in any member's language without waiting.
import { readdirSync, readFileSync } from 'node:fs';
import type { Resource } from 'i18next';
import { fileURLToPath } from 'node:url';
import { i18n, NAMESPACES, UI_LANGUAGES } from '../src/shared/i18n';

const LOCALES_DIR = fileURLToPath(new URL('../src/shared/i18n/locales/', import.meta.url));

function readResources(): Resource {
  const resources: Resource = {};
  for (const language of UI_LANGUAGES) {
    resources[language] = {};
    for (const file of readdirSync(`${LOCALES_DIR}${language}`)) {
      if (!file.endsWith('.json')) continue;
      resources[language]![file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(`${LOCALES_DIR}${language}/${file}`, 'utf8'));
    }
  }
  return resources;
}

/** Starts the instance once (synchronously); later calls do nothing. */
export function startServerI18n(): void {
  if (i18n.isInitialized) return;
  void i18n.init({
    resources: readResources(),
    lng: 'en',
    supportedLngs: [...UI_LANGUAGES],
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
