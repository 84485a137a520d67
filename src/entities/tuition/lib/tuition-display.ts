import type { PublicTuition, Tuition } from '@/shared/api';
import { BOARD_DISPLAY_DEFAULTS } from '@/shared/config';
import { toTitleCase } from '@/shared/lib/format';

type TitleSource = Pick<PublicTuition, 'title' | 'category'>;
type LocationSource = Pick<PublicTuition, 'area' | 'location' | 'district'>;

/**
 * Whether the server sent the full job (the guardian's details): it does so only to staff, the job's owner and
 * its selected tutor; everyone else gets the public job.
 */
export function hasGuardianDetails(tuition: PublicTuition | Tuition): tuition is Tuition {
  return 'studentName' in tuition;
}

/** The job's own title, else "Tutor Needed For {Category in Title Case}". */
export function tuitionTitle({ title, category }: TitleSource): string {
  if (title?.trim()) return title.trim();
  const categoryName = toTitleCase(category);
  return categoryName ? `Tutor Needed For ${categoryName}` : 'Tutor Needed';
}

/** "{area or location}, {district}", leaving out whichever part is empty. */
export function tuitionLocation({ area, location, district }: LocationSource): string {
  return [area.trim() || location.trim(), district.trim()].filter(Boolean).join(', ');
}

/** The board card's subjects: the job's, else the display defaults (ENGLISH, MATH). */
export function boardSubjects({ subjects }: Pick<PublicTuition, 'subjects'>): readonly string[] {
  const named = subjects.map((subject) => subject.trim()).filter(Boolean);
  return named.length > 0 ? named : BOARD_DISPLAY_DEFAULTS.subjects;
}

/** The board card's tutoring-type badge: the job's, else "Home Tutoring". */
export function boardTutoringType({ tutoringType }: Pick<PublicTuition, 'tutoringType'>): string {
  return tutoringType.trim() || BOARD_DISPLAY_DEFAULTS.tutoringType;
}

const SUBJECT_COLORS = ['blue', 'grape', 'teal', 'orange', 'pink', 'cyan', 'indigo', 'lime'] as const;

/** Each subject badge its own colour, the same subject always the same one. */
export function subjectColor(subject: string): (typeof SUBJECT_COLORS)[number] {
  let hash = 0;
  for (const char of subject.toUpperCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return SUBJECT_COLORS[hash % SUBJECT_COLORS.length];
}
