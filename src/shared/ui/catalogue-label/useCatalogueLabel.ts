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
      return t(`${group}.${text}`, { defaultValue: text, nsSeparator: false });
    };
    return Object.fromEntries(CATALOGUE_GROUPS.map((group) => [group, labelOf(group)])) as unknown as CatalogueLabels;
    // The language is a dependency: the same `t` answers in another language after a switch.
  }, [t, language]);
}

/**
 * The same label outside React (view models computed for the language on screen): the value as it is before the
 * translations start.
 */
export function catalogueLabel(group: CatalogueGroup, value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text || !i18n.isInitialized) return text;
  return i18n.t(`${group}.${text}`, { ns: 'catalogue', defaultValue: text, nsSeparator: false });
}
