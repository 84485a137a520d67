// The one i18next instance of the product (issue 16). The browser starts it with lazily loaded catalogues
// (src/app/i18n/start-i18n.ts), the server with every catalogue read from disk (server/i18n.ts), tests with both languages
// eagerly (./resources.ts). Everything that turns a key or an English message into words goes through here.
import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import { DEFAULT_LANGUAGE, INTL_LOCALE, isUiLanguage, type UiLanguage } from './namespaces';

export {
  NAMESPACES,
  UI_LANGUAGES,
  DEFAULT_LANGUAGE,
  INTL_LOCALE,
  LANGUAGE_STORAGE_KEY,
  isUiLanguage,
  toUiLanguage,
  languageFromAcceptLanguage,
  type Namespace,
  type UiLanguage,
} from './namespaces';

/** The shared instance (i18next's default one, so react-i18next and plain modules see the same language). */
export const i18n: I18n = i18next;

/** The language on screen now (English before the instance starts). */
export function currentLanguage(): UiLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isUiLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The `Intl` locale of a language (default: the one on screen). */
export function intlLocale(language: UiLanguage = currentLanguage()): string {
  return INTL_LOCALE[language];
}

/**
 * A user-facing message of the API or of the contract's rules in a language. Messages are written in English (the
 * spec's words) and the `messages` catalogue maps each English text to its Bangla; a text without an entry stays as
 * it is. Messages that carry a value use a pattern entry whose English has `{{value}}` (see `messagePatterns`).
 */
export function translateMessage(text: string, language: UiLanguage = currentLanguage()): string {
  if (language === DEFAULT_LANGUAGE || !text || !i18n.isInitialized) return text;
  const options: TOptions = { ns: 'messages', lng: language, keySeparator: false, nsSeparator: false, defaultValue: '' };
  const direct = i18n.t(text, options);
  if (typeof direct === 'string' && direct) return direct;
  for (const pattern of messagePatterns(language)) {
    const match = pattern.regex.exec(text);
    if (match) return pattern.bangla.replace('{{value}}', match[1] ?? '');
  }
  return text;
}

interface MessagePattern {
  regex: RegExp;
  bangla: string;
}
const patternCache = new Map<string, MessagePattern[]>();

/** The `messages` entries with one `{{value}}` in their English key, as regular expressions (built once). */
function messagePatterns(language: UiLanguage): MessagePattern[] {
  const cached = patternCache.get(language);
  if (cached) return cached;
  const bundle = (i18n.getResourceBundle(language, 'messages') ?? {}) as Record<string, string>;
  const patterns = Object.entries(bundle)
    .filter(([english]) => english.includes('{{value}}'))
    .map(([english, bangla]) => {
      const [before, after] = english.split('{{value}}') as [string, string];
      const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return { regex: new RegExp(`^${escape(before)}([\\s\\S]*?)${escape(after)}$`), bangla };
    });
  if (patterns.length > 0 || i18n.hasResourceBundle(language, 'messages')) patternCache.set(language, patterns);
  return patterns;
}

/** For a catalogue added after the patterns were read (tests, hot reload). */
export function forgetMessagePatterns(): void {
  patternCache.clear();
}
