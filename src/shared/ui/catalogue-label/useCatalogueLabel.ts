import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The groups of the `catalogue` namespace (src/shared/i18n/locales/<lng>/catalogue.json). */
export const CATALOGUE_GROUPS = [
  'category',
  'class',
  'subject',
  'district',
  'division',
  'tutoringType',
  'preferredTutor',
  'gender',
  'studentGender',
  'tutoringTime',
  'tutorType',
  'experience',
  'tuitionStatus',
  'applicationStatus',
  'availability',
] as const;
export type CatalogueGroup = (typeof CATALOGUE_GROUPS)[number];

/** One function per group: the label of a value in the language on screen. */
export type CatalogueLabels = Readonly<Record<CatalogueGroup, (value: string | null | undefined) => string>>;

/**
 * The labels of catalogue values in the language on screen, e.g. `label.district('Dhaka')` → "ঢাকা" in Bangla.
 * Values stay English in data and API, their Bangla is in the `catalogue` namespace; a value without an entry (an
 * area, a name typed by a member) shows as it is.
 */
export function useCatalogueLabel(): CatalogueLabels {
  const { t, i18n } = useTranslation('catalogue');
  const language = i18n.language;
  return useMemo(() => {
    const labelOf = (group: CatalogueGroup) => (value: string | null | undefined) => {
      const text = (value ?? '').trim();
      if (!text) return '';
      return t(`${group}.${catalogueKey(group, text)}`, { defaultValue: text, nsSeparator: false });
    };
    return Object.fromEntries(CATALOGUE_GROUPS.map((group) => [group, labelOf(group)])) as unknown as CatalogueLabels;
    // The language is a dependency: the same `t` answers in another language after a switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, language]);
}

/**
 * The same label outside React (view models computed for the language on screen): the value as it is before the
 * translations start.
 */
export function catalogueLabel(group: CatalogueGroup, value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text || !i18n.isInitialized) return text;
  return i18n.t(`${group}.${catalogueKey(group, text)}`, { ns: 'catalogue', defaultValue: text, nsSeparator: false });
}

/** Values written in another case ("ALL SCIENCE", "bangla") find their entry: the catalogue's own spelling, by case. */
const keysByCase = new Map<CatalogueGroup, Map<string, string>>();
function catalogueKey(group: CatalogueGroup, value: string): string {
  let keys = keysByCase.get(group);
  if (!keys) {
    // The keys are the English values in both languages' files: whichever language is loaded has them all.
    const language = i18n.resolvedLanguage ?? i18n.language;
    const bundle = (i18n.getResourceBundle?.(language, 'catalogue') ?? {}) as Record<string, Record<string, string> | undefined>;
    keys = new Map();
    // The first spelling wins ("Female" before "female"); an exact key is always used as it is (below).
    for (const key of Object.keys(bundle[group] ?? {})) if (!keys.has(key.toLowerCase())) keys.set(key.toLowerCase(), key);
    if (keys.size > 0) keysByCase.set(group, keys);
  }
  // English labels are the values themselves: shown exactly as stored ("PHYSICS" stays PHYSICS).
  if ((i18n.resolvedLanguage ?? i18n.language) === 'en') return value;
  const bundleHas = i18n.exists?.(`${group}.${value}`, { ns: 'catalogue', nsSeparator: false }) ?? false;
  return bundleHas ? value : (keys.get(value.toLowerCase()) ?? value);
}
