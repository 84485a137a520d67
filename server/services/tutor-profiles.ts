import type { Education, TuitionPreferences, TutorPersonal } from '../../src/shared/api/contract';
import { categoryOf, normalizeDistrict } from '../../src/shared/config/catalogue';
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

const SCHOOL_FIELDS = ['institute', 'curriculum', 'group', 'year', 'result'] as const;
const DEGREE_FIELDS = ['institution_type', 'institute', 'degree', 'subject', 'year', 'result', 'status'] as const;
const DIPLOMA_FIELDS = ['institution_type', 'institute', 'field', 'duration', 'year', 'result', 'status'] as const;
const PERSONAL_FIELDS = [
  'fullName',
  'phone',
  'email',
  'gender',
  'currentCity',
  'currentArea',
  'permanentLocation',
  'about',
] as const satisfies readonly (keyof TutorPersonal)[];

function complete<T extends object>(section: T | undefined, fields: readonly (keyof T)[]): boolean {
  return section !== undefined && fields.every((field) => filled(section[field] as string | undefined));
}

export interface CompletionExtras {
  hasImage: boolean;
  nationalIdUploaded: boolean;
  institutionIdUploaded: boolean;
}

/**
 * How complete a profile is, in whole percent: 23 equal checks. Education 3 (SSC, HSC, and a finished
 * graduation, post-graduation or diploma section), tuition preferences 9 (every field, lists non-empty),
 * personal 8 (name, phone, e-mail, gender, city, area, permanent location, about), both identity
 * documents 2, and a photo 1.
 */
export function profileCompletion(sections: TutorProfileSections, extras: CompletionExtras): number {
  const { education, tuition, personal } = sections;
  const checks: boolean[] = [
    complete(education.ssc, SCHOOL_FIELDS),
    complete(education.hsc, SCHOOL_FIELDS),
    complete(education.graduation, DEGREE_FIELDS) ||
      complete(education.postGraduation, DEGREE_FIELDS) ||
      complete(education.diploma, DIPLOMA_FIELDS),
    filled(tuition.district),
    cleanList(tuition.preferredAreas).length > 0,
    cleanList(tuition.preferredMedium).length > 0,
    cleanList(tuition.preferredClasses).length > 0,
    cleanList(tuition.preferredSubjects).length > 0,
    filled(tuition.daysPerWeek),
    (tuition.preferredTime ?? []).length > 0,
    filled(tuition.preferredSalary),
    filled(tuition.experience),
    ...PERSONAL_FIELDS.map((field) => filled(personal[field])),
    extras.nationalIdUploaded,
    extras.institutionIdUploaded,
    extras.hasImage,
  ];
  return Math.round((checks.filter(Boolean).length / checks.length) * 100);
}

/** The completion of a stored profile row. */
export function completionOfRow(row: Pick<TutorProfileRow, 'education' | 'tuition' | 'personal' | 'imagePath' | 'nationalIdPath' | 'institutionIdPath'>): number {
  return profileCompletion(row, {
    hasImage: filled(row.imagePath),
    nationalIdUploaded: filled(row.nationalIdPath),
    institutionIdUploaded: filled(row.institutionIdPath),
  });
}
