// Both languages' catalogues at once, for tests and stories (the app loads them lazily, see src/app/i18n/start-i18n.ts).
import { initReactI18next } from 'react-i18next';
import { setFormatLanguage } from '../lib/format';
import { i18n } from './index';
import { DEFAULT_LANGUAGE, NAMESPACES, UI_LANGUAGES, type UiLanguage } from './namespaces';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

/** `{ en: { common: {...}, ... }, bn: {...} }`. */
export function allResources(): Record<UiLanguage, Record<string, Record<string, unknown>>> {
  const resources = { en: {}, bn: {} } as Record<UiLanguage, Record<string, Record<string, unknown>>>;
  for (const [path, module] of Object.entries(catalogues)) {
    const match = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(path);
    if (match) resources[match[1] as UiLanguage][match[2] as string] = module.default;
  }
  return resources;
}

/** Starts the instance synchronously with every catalogue (no Suspense): English unless told. */
export function startI18nWithAllResources(language: UiLanguage = DEFAULT_LANGUAGE): void {
  if (i18n.isInitialized) {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    return;
  }
  // Numbers, money and dates follow the words, as in the app (src/app/i18n/start-i18n.ts).
  i18n.on('languageChanged', (lng) => setFormatLanguage(lng === 'bn' ? 'bn' : 'en'));
  void i18n.use(initReactI18next).init({
    resources: allResources(),
    lng: language,
    supportedLngs: [...UI_LANGUAGES],
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
}
