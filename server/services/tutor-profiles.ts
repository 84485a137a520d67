import type { Education, TuitionPreferences, TutorPersonal } from '../../src/shared/api/contract';
import { categoryOf, normalizeDistrict } from '../../src/shared/config/catalogue';
import { profileCompleteness, type CompletenessProfile } from '../../src/shared/lib/profile-completeness';
import type { NewTutorProfileRow, TutorProfileRow, UserRow } from '../db/schema';

export interface TutorProfileSections {
  education: Education;
  tuition: Partial<TuitionPreferences>;
  personal: Partial<TutorPersonal>;
}

type SearchColumns = Pick<NewTutorProfileRow, 'district' | 'area' | 'areas' | 'gender' | 'mediums' | 'classes' | 'subjects'>;

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const cleanList = (values: readonly (string | null | undefined)[] | undefined): string[] => [
  ...new Set((values ?? []).filter(filled).map((value) => value.trim())),
];

/**
 * The plain columns Find tutors filters on, derived from the profile's sections: the district the tutor
 * teaches in (catalogue spelling), the area shown on cards, every area taught in, the gender, the
 * category slugs, classes and subjects. Every write of a profile sets them with this function.
 */
export function tutorSearchColumns(sections: TutorProfileSections, user?: Pick<UserRow, 'gender'>): SearchColumns {
  const { tuition, personal } = sections;
  const teachingDistrict = normalizeDistrict(tuition.district) ?? (filled(tuition.district) ? tuition.district.trim() : undefined);
  const homeDistrict = normalizeDistrict(personal.currentCity);
  const district = teachingDistrict ?? homeDistrict ?? null;
  const preferredAreas = cleanList(tuition.preferredAreas);
  const livesThere = district !== null && homeDistrict === district && filled(personal.currentArea);
  const area = livesThere ? personal.currentArea!.trim() : (preferredAreas[0] ?? null);
  const gender = personal.gender ?? (user?.gender === 'Male' || user?.gender === 'Female' ? user.gender : null);
  return {
    district,
    area,
    areas: cleanList([...preferredAreas, area]),
    gender,
    mediums: cleanList((tuition.preferredMedium ?? []).map((medium) => categoryOf(medium)?.slug ?? medium)),
    classes: cleanList(tuition.preferredClasses),
    subjects: cleanList(tuition.preferredSubjects),
  };
}

/** The completion of a stored profile row: the shared rule of src/shared/lib/profile-completeness. */
export function completionOfRow(row: Pick<TutorProfileRow, 'education' | 'tuition' | 'personal' | 'imagePath' | 'nationalIdPath' | 'institutionIdPath'>): number {
  return profileCompleteness(completenessInputOfRow(row));
}

/** A stored profile row as the shared completeness rule reads it. */
export function completenessInputOfRow(
  row: Pick<TutorProfileRow, 'education' | 'tuition' | 'personal' | 'imagePath' | 'nationalIdPath' | 'institutionIdPath'>,
  isVerified?: boolean,
): CompletenessProfile {
  return {
    education: row.education,
    tuition: row.tuition,
    personal: row.personal,
    hasImage: filled(row.imagePath),
    nationalIdUploaded: filled(row.nationalIdPath),
    institutionIdUploaded: filled(row.institutionIdPath),
    isVerified,
  };
}
