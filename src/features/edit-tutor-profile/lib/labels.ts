// What the tutor reads for a stored value: the education options (curricula, groups, degrees, durations…) and the
// catalogue's values (districts, areas, categories, classes, subjects) in the language on screen. Stored values stay
// English; a value without a label (an old or typed one) is shown as it is.
import type { TFunction } from 'i18next';
import { i18n } from '@/shared/i18n';
import { localDigits } from '@/shared/lib/format';
import {
  catalogueLabel as sharedCatalogueLabel,
  type CatalogueGroup as SharedCatalogueGroup,
} from '@/shared/ui/catalogue-label';
import { EXPERIENCE_LABEL_KEYS } from '../config/education-fields';

// The options' labels per language, read once (a select lists up to 30 of them, redrawn as the tutor types).
const optionLabels = new Map<string, Readonly<Record<string, string>>>();
function optionsOf(t: TFunction<'profile'>): Readonly<Record<string, string>> {
  const language = i18n.language;
  const cached = optionLabels.get(language);
  if (cached) return cached;
  const options = t('education.options', { returnObjects: true }) as unknown;
  if (!options || typeof options !== 'object') return {};
  optionLabels.set(language, options as Record<string, string>);
  return options as Record<string, string>;
}

/** The `profile` catalogue's label of an education option ("BSc in CSE" → "বিএসসি (সিএসই)"), digits as on screen. */
export function educationOptionLabel(t: TFunction<'profile'>, value: string): string {
  return localDigits(optionsOf(t)[value] ?? value);
}

/** A catalogue group, or 'area' (areas have no Bangla labels yet: they show as stored). */
export type CatalogueGroup = SharedCatalogueGroup | 'area';

/** A catalogue value's label in the language on screen (the shared catalogue's, digits as on screen). */
export function catalogueLabel(group: CatalogueGroup, value: string): string {
  if (!value || group === 'area') return value;
  return localDigits(sharedCatalogueLabel(group, value));
}

/** Select options of catalogue values, each with its label. */
export function catalogueOptions(group: CatalogueGroup, values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: catalogueLabel(group, value) }));
}

/** An experience option as read: "Less than 1 year", "3+ years"… */
export function experienceLabel(t: TFunction<'profile'>, value: string): string {
  const key = EXPERIENCE_LABEL_KEYS[value];
  return key ? localDigits(t(`tuition.experienceOptions.${key}`)) : value;
}
