import { categoryOf, type CategorySlug } from './categories';

const EARLY_YEARS = ['Pre-Schooling', 'Play', 'Nursery', 'KG'] as const;
const SCHOOL_CLASSES = [
  'Class 1',
  'Class 2',
  'Class 3',
  'Class 4',
  'Class 5',
  'Class 6',
  'Class 7',
  'Class 8',
  'Class 9',
  'Class 10',
] as const;

const BANGLA_CURRICULUM_CLASSES = [...EARLY_YEARS, ...SCHOOL_CLASSES, 'SSC', 'HSC First Year', 'HSC 2nd Year'] as const;

/** Class lists per category, keyed by slug, spelt as in the spec ("Alim 2ns Year" included). */
export const CLASSES_BY_CATEGORY = {
  'bangla-medium': BANGLA_CURRICULUM_CLASSES,
  'english-version': BANGLA_CURRICULUM_CLASSES,
  'english-medium': [
    ...EARLY_YEARS,
    'Standard 1',
    'Standard 2',
    'Standard 3',
    'Standard 4',
    'Standard 5',
    'Standard 6',
    'Standard 7',
    'Standard 8',
    'Standard 9',
    'O Level',
    'A Level (AS)',
    'A Level (A2)',
  ],
  'madrasa-medium': [...EARLY_YEARS, ...SCHOOL_CLASSES, 'Dakhil', 'Alim 1st Year', 'Alim 2ns Year'],
  'religious-studies': ['Islam Studies', 'Hinduism Studies', 'Christianity Studies', 'Buddhism Studies'],
  'language-learning': [
    'Arabic',
    'Bangla',
    'Chinese',
    'English',
    'French',
    'German',
    'Hindi',
    'Italian',
    'Japanese',
    'Korean',
    'Russian',
    'Spanish',
    'Turkish',
  ],
  arts: ['Crafting', 'Dance', 'Drawing', 'Instrumental Music', 'Music', 'Hand Writing'],
  'skill-development-program': [
    'Adobe Illustrator',
    'Adobe Photoshop',
    'Content Writing',
    'Computer Programming',
    'Microsoft Office',
    'SEO',
    'Video Editing',
    'Web Design',
    'Web Development',
  ],
  'international-study-preparation': ['IELTS', 'TOFEL', 'GMAT', 'GRE', 'SAT', 'GED'],
  'admission-test': [
    'Cadet Admission Test',
    'Engineering University Admission Test',
    'Medical College Admission Test',
    'Public University Admission Test',
    'Private University Admission Test',
    'IBA Admission Test',
  ],
} as const satisfies Readonly<Record<CategorySlug, readonly string[]>>;

export type ClassLevel = (typeof CLASSES_BY_CATEGORY)[CategorySlug][number];

const NO_CLASSES: readonly ClassLevel[] = Object.freeze([]);

/** The class list of a category given by label or slug (any case); empty for an unknown one. */
export function classesOf(category: string | null | undefined): readonly ClassLevel[] {
  const known = categoryOf(category);
  return known ? CLASSES_BY_CATEGORY[known.slug] : NO_CLASSES;
}

/**
 * Every class of every category, without duplicates, in first-seen order: the Class filter
 * of Find tutors.
 */
export const ALL_CLASSES: readonly ClassLevel[] = Object.freeze([
  ...new Set(Object.values(CLASSES_BY_CATEGORY).flat() as ClassLevel[]),
]);

export function isClassLevel(value: unknown): value is ClassLevel {
  return typeof value === 'string' && (ALL_CLASSES as readonly string[]).includes(value);
}
