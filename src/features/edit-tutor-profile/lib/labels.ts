// What the tutor reads for a stored value: the education options (curricula, groups, degrees, durations…) and the
// catalogue's values (districts, areas, categories, classes, subjects) in the language on screen. Stored values stay
// English; a value without a label (an old or typed one) is shown as it is.
import type { TFunction } from 'i18next';
import { i18n } from '@/shared/i18n';
import { localDigits } from '@/shared/lib/format';
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

/** The groups of the `catalogue` namespace this feature reads (owned by the public site's catalogue). */
export type CatalogueGroup = 'districts' | 'areas' | 'categories' | 'classes' | 'subjects';

/** A catalogue value's label: `t('<group>.<value>', { ns: 'catalogue', defaultValue: value })`. */
export function catalogueLabel(t: TFunction<'profile'>, group: CatalogueGroup, value: string): string {
  if (!value) return value;
  // Values may hold dots ("Class 1.5"?): read them as one key, never as a path.
  const label = t(`${group}${'\u0000'}${value}`, { ns: 'catalogue', keySeparator: '\u0000', defaultValue: value });
  return localDigits(label);
}

/** Select options of catalogue values, each with its label. */
export function catalogueOptions(
  t: TFunction<'profile'>,
  group: CatalogueGroup,
  values: readonly string[],
): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: catalogueLabel(t, group, value) }));
}

/** An experience option as read: "Less than 1 year", "3+ years"… */
export function experienceLabel(t: TFunction<'profile'>, value: string): string {
  const key = EXPERIENCE_LABEL_KEYS[value];
  return key ? localDigits(t(`tuition.experienceOptions.${key}`)) : value;
}
