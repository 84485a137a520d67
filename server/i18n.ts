// The server's start of the shared i18n instance (issue 16): every catalogue read from disk at once, so messages,
// mails and SMS can be written in any member's language without waiting.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readdirSync, readFileSync } from 'node:fs';
import type { Resource } from 'i18next';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, i18n, INTL_LOCALE, isUiLanguage, NAMESPACES, UI_LANGUAGES, type UiLanguage } from '../src/shared/i18n';
import { toBanglaDigits } from '../src/shared/lib/digits';

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

/** The server's language for a member: the account's choice, else English. */
export function memberLanguage(language: string | null | undefined): UiLanguage {
  return isUiLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** A text of the `mails` catalogue in a language (`key` nested with dots, `values` interpolated). */
export function mailText(language: UiLanguage, key: string, values: Record<string, unknown> = {}): string {
  startServerI18n();
  return i18n.t(key, { ns: 'mails', lng: language, ...values });
}

/** The `Intl` locale the server formats dates and money with in a language. */
export function serverLocale(language: UiLanguage): string {
  return INTL_LOCALE[language];
}

interface NamedPattern {
  regex: RegExp;
  names: string[];
  translation: string;
}
const namedPatterns = new Map<UiLanguage, NamedPattern[]>();
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `messages` entries with placeholders (`{{value}}`, `{{count}}`, `{{wait}}`…), as regular expressions. */
function patternsOf(language: UiLanguage): NamedPattern[] {
  const cached = namedPatterns.get(language);
  if (cached) return cached;
  const bundle = (i18n.getResourceBundle(language, 'messages') ?? {}) as Record<string, string>;
  const patterns = Object.entries(bundle)
    .filter(([english]) => /\{\{\w+\}\}/.test(english))
    .map(([english, translation]) => {
      const names: string[] = [];
      const source = english
        .split(/(\{\{\w+\}\})/)
        .map((part) => {
          const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
          if (!name) return escapeRegex(part);
          names.push(name);
          return '([\\s\\S]+?)';
        })
        .join('');
      return { regex: new RegExp(`^${source}$`), names, translation };
    })
    // The most specific pattern first: the one with the most fixed words.
    .sort((a, b) => b.regex.source.length - a.regex.source.length);
  namedPatterns.set(language, patterns);
  return patterns;
}

/**
 * An API message in a language: the `messages` entry of the whole text; else a pattern entry, whose captured values
 * are translated in turn (a number gets the language's digits); else each sentence of a validation answer
 * ("field: problem; other: problem") on its own. A text with no entry stays in English.
 */
export function translateApiMessage(text: string, language: UiLanguage, depth = 0): string {
  if (language === DEFAULT_LANGUAGE || !text || depth > 4) return text;
  startServerI18n();
  const options = { ns: 'messages', lng: language, keySeparator: false as const, nsSeparator: false as const, defaultValue: '' };
  const direct = i18n.t(text, options);
  if (typeof direct === 'string' && direct) return direct;
  for (const pattern of patternsOf(language)) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    let result = pattern.translation;
    pattern.names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      const translated = /^\d[\d,.]*$/.test(value) ? localNumber(value, language) : translateApiMessage(value, language, depth + 1);
      result = result.replace(`{{${name}}}`, translated);
    });
    return result;
  }
  if (text.includes('; ')) {
    return text
      .split('; ')
      .map((part) => translateApiMessage(part, language, depth + 1))
      .join('; ');
  }
  const field = /^([A-Za-z][\w.[\]]*): ([\s\S]+)$/.exec(text);
  if (field) return `${field[1]}: ${translateApiMessage(field[2] ?? '', language, depth + 1)}`;
  return text;
}

function localNumber(value: string, language: UiLanguage): string {
  return language === 'bn' ? toBanglaDigits(value) : value;
}

/** For catalogues changed after the patterns were read (tests). */
export function forgetApiMessagePatterns(): void {
  namedPatterns.clear();
}

/** The language of the request being answered, for the texts composed while answering it (language plugin). */
const requestLanguages = new AsyncLocalStorage<{ language: UiLanguage }>();

/** Runs `next` (the rest of a request) with its own language holder. */
export function withRequestLanguage(language: UiLanguage, next: () => void): void {
  requestLanguages.run({ language }, next);
}

/** Sets the language of the request being answered (once its caller is known). */
export function setRequestLanguage(language: UiLanguage): void {
  const holder = requestLanguages.getStore();
  if (holder) holder.language = language;
}

/** The language of the request being answered; English outside a request (the queue's worker, scripts). */
export function currentRequestLanguage(): UiLanguage {
  return requestLanguages.getStore()?.language ?? DEFAULT_LANGUAGE;
}
