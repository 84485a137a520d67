// The browser's start of the i18n instance: the language from `?lang=`, then the browser's stored choice, then the
// browser's own languages; each catalogue is a separate chunk fetched when first needed, so the other language's
// words are never in the initial JS. `<html lang>` follows the language, and the Bangla font is loaded only in Bangla.
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, i18n, LANGUAGE_STORAGE_KEY, NAMESPACES, toUiLanguage, UI_LANGUAGES, type UiLanguage } from '@/shared/i18n';
import { setFormatLanguage } from '@/shared/lib/format';

/** The namespaces screens read (mails and SMS are the server's). */
const CLIENT_NAMESPACES = NAMESPACES.filter((namespace) => namespace !== 'mails' && namespace !== 'sms');

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../shared/i18n/locales/*/*.json');

/** The Bangla font: a subset Noto Sans Bengali (public/fonts), its stylesheet added only when Bangla is shown. */
const BANGLA_FONT_STYLESHEET = '/fonts/noto-sans-bengali.css';

function showLanguage(language: UiLanguage): void {
  document.documentElement.lang = language;
  setFormatLanguage(language);
  if (language === 'bn' && !document.querySelector(`link[href="${BANGLA_FONT_STYLESHEET}"]`)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = BANGLA_FONT_STYLESHEET;
    document.head.appendChild(link);
  }
}

/** Starts the instance and resolves once the first language's common words are loaded (before the first render). */
export async function startI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  i18n.on('languageChanged', (language) => showLanguage(toUiLanguage(language) ?? DEFAULT_LANGUAGE));
  await i18n
    .use(
      resourcesToBackend(async (language: string, namespace: string) => {
        const load = catalogues[`../../shared/i18n/locales/${language}/${namespace}.json`];
        if (!load) throw new Error(`No catalogue ${language}/${namespace}`);
        return (await load()).default;
      }),
    )
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...UI_LANGUAGES],
      // A language never pulls the other's catalogues in: every key exists in both (tests/shared/i18n-catalogues.test.ts).
      fallbackLng: { bn: [], default: [DEFAULT_LANGUAGE] },
      load: 'languageOnly',
      // Every namespace the screens use is loaded before the first render (one small chunk each, in parallel):
      // a page never suspends on its words, and a language switch loads them all before it shows the new language.
      ns: CLIENT_NAMESPACES,
      defaultNS: 'common',
      fallbackNS: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        // The cookie tells the server the chosen language, so the pages it renders come in it (server-render.ts).
        order: ['querystring', 'localStorage', 'cookie', 'navigator'],
        lookupQuerystring: 'lang',
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        lookupCookie: 'i18next',
        caches: ['localStorage', 'cookie'],
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
        convertDetectedLanguage: (tag: string) => toUiLanguage(tag) ?? tag,
      },
      react: { useSuspense: true },
    });
  showLanguage(toUiLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE);
}

