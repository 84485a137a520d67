/** The 10 categories (the "medium" of a tuition), as labelled in the spec. */
export const CATEGORY_LABELS = [
  'Bangla Medium',
  'English Version',
  'English Medium',
  'Madrasa Medium',
  'Religious Studies',
  'Language Learning',
  'Arts',
  'Skill Development Program',
  'International Study Preparation',
  'Admission Test',
] as const;
export type CategoryLabel = (typeof CATEGORY_LABELS)[number];

/** The same 10 as slugs, in the same order: profiles store these (e.g. `bangla-medium`). */
export const CATEGORY_SLUGS = [
  'bangla-medium',
  'english-version',
  'english-medium',
  'madrasa-medium',
  'religious-studies',
  'language-learning',
  'arts',
  'skill-development-program',
  'international-study-preparation',
  'admission-test',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export interface Category {
  readonly label: CategoryLabel;
  readonly slug: CategorySlug;
  /** How the home page's categories carousel names it. */
  readonly homeLabel: string;
}

const HOME_LABELS: Partial<Record<CategoryLabel, string>> = { 'Admission Test': 'University Admission' };

export const CATEGORIES: readonly Category[] = Object.freeze(
  CATEGORY_LABELS.map((label, index) =>
    Object.freeze({ label, slug: CATEGORY_SLUGS[index], homeLabel: HOME_LABELS[label] ?? label }),
  ),
);

/** The Category filter of Find tutors: three labels, each standing for one category slug. */
export const FIND_TUTOR_CATEGORY_OPTIONS = [
  { label: 'Bangla', value: 'bangla-medium' },
  { label: 'English', value: 'english-medium' },
  { label: 'Madrasa', value: 'madrasa-medium' },
] as const satisfies readonly { label: string; value: CategorySlug }[];

function categoryKey(value: string): string {
  return value.trim().toLowerCase().replace(/[\s_]+/g, '-');
}

const categoryByKey: ReadonlyMap<string, Category> = new Map(
  CATEGORIES.flatMap((category) => [
    [category.slug, category],
    [categoryKey(category.label), category],
    [categoryKey(category.homeLabel), category],
  ]),
);

/**
 * The category a label, home label or slug names, case-insensitively ("Bangla Medium",
 * "bangla medium", "bangla-medium", "University Admission"); undefined when none does.
 */
export function categoryOf(labelOrSlug: string | null | undefined): Category | undefined {
  return labelOrSlug ? categoryByKey.get(categoryKey(labelOrSlug)) : undefined;
}

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && (CATEGORY_SLUGS as readonly string[]).includes(value);
}

export function isCategoryLabel(value: unknown): value is CategoryLabel {
  return typeof value === 'string' && (CATEGORY_LABELS as readonly string[]).includes(value);
}
