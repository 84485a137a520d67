/**
 * The translation catalogues (issue 16): one JSON file per namespace and language under `locales/<lng>/<ns>.json`.
 * Each namespace belongs to one part of the product, so work on one part never edits another's file.
 *
 * - common: the layout (header, footer, sidebars), shared UI, the language switch
 * - home, board: the public site (home page; tuition board, job and tutor details, find tutors, hire a tutor, FAQ,
 *   terms, privacy, not found)
 * - auth: login, registration, password reset and change (phone first)
 * - profile: the member's profile and documents; member: the member area (dashboard, my applications, my tuitions,
 *   my requests, notifications, posting a request)
 * - admin, adminRecords: the admin area (work queues; records: payments, tutors, students, content, profile)
 * - money: fee reports, receipts and tuition-end reports (issue 13)
 * - messages: every user-facing message of the API and the contract's rules, keyed by its English text
 * - mails, sms: what the server sends
 * - catalogue: labels of the catalogue's values (categories, classes, subjects, statuses) in Bangla
 */
export const NAMESPACES = [
  'common',
  'home',
  'board',
  'auth',
  'profile',
  'member',
  'admin',
  'adminRecords',
  'money',
  'messages',
  'mails',
  'sms',
  'catalogue',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The two languages; English is the spec's language (its texts word for word), Bangla the country's. */
export const UI_LANGUAGES = ['en', 'bn'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = 'en';

/** The `Intl` locale of each language: English keeps the spec's forms, Bangla uses Bangladesh's. */
export const INTL_LOCALE: Record<UiLanguage, string> = { en: 'en', bn: 'bn-BD' };

/** Where the browser keeps the choice (also written by `?lang=`). */
export const LANGUAGE_STORAGE_KEY = 'shikhon.language';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return value === 'en' || value === 'bn';
}

/** The supported language of a tag such as "bn-BD" or "en-US"; undefined for any other. */
export function toUiLanguage(tag: string | null | undefined): UiLanguage | undefined {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isUiLanguage(base) ? base : undefined;
}

/**
 * The language of an `Accept-Language` header: the first supported language by quality, English when none is.
 * e.g. "bn-BD,bn;q=0.9,en;q=0.8" → bn.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): UiLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: toUiLanguage(tag), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry): entry is { language: UiLanguage; quality: number; index: number } => !!entry.language && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language ?? DEFAULT_LANGUAGE;
}
