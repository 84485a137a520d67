import {
  cleanList,
  isSectionStarted,
  OPTIONAL_SECTIONS,
  type TutorProfileDraft,
} from '@machines/tutor-profile-wizard';
import type { TutorProfile, TutorProfileUpdateBody } from '@/shared/api';
import {
  DAYS_PER_WEEK_VALUES,
  EDUCATION_STATUSES,
  EXPERIENCE_OPTIONS,
  PREFERRED_TIMES,
  PROFILE_GENDERS,
  TUTOR_PROFILE_DEFAULTS,
} from '@/shared/config';

const text = (value: string | null | undefined) => value ?? '';
const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The named fields of a section (absent when none was saved), each as typed: a blank is "". */
function texts<K extends string>(section: Partial<Record<K, string | null>> | null | undefined, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, text(section?.[key])])) as Record<K, string>;
}

const SCHOOL_FIELDS = ['institute', 'curriculum', 'group', 'year', 'result'] as const;
const DEGREE_FIELDS = ['institution_type', 'institute', 'degree', 'subject', 'curriculum', 'year', 'result'] as const;
const DIPLOMA_FIELDS = ['institution_type', 'institute', 'field', 'duration', 'year', 'result'] as const;
const PERSONAL_FIELDS = [
  'fullName',
  'email',
  'phone',
  'additionalPhone',
  'gender',
  'currentCity',
  'currentArea',
  'permanentLocation',
  'fatherName',
  'fatherPhone',
  'motherName',
  'motherPhone',
  'guardianNumber',
  'guardianRelation',
  'about',
] as const;

/** A loaded profile as the wizard edits it: every blank a "", the spec's defaults where none is set. */
export function toDraft(profile: TutorProfile): TutorProfileDraft {
  const { education, tuition, personal } = profile;
  const status = TUTOR_PROFILE_DEFAULTS.educationStatus;
  const degree = (section: typeof education.graduation) => ({ ...texts(section, DEGREE_FIELDS), status: section?.status ?? status });
  return {
    education: {
      ssc: texts(education.ssc, SCHOOL_FIELDS),
      hsc: texts(education.hsc, SCHOOL_FIELDS),
      graduation: degree(education.graduation),
      postGraduation: degree(education.postGraduation),
      diploma: { ...texts(education.diploma, DIPLOMA_FIELDS), status: education.diploma?.status ?? status },
    },
    tuition: {
      // No district until the tutor chooses one: never a place they did not pick.
      district: tuition.district ?? '',
      preferredAreas: cleanList(tuition.preferredAreas),
      preferredMedium: cleanList(tuition.preferredMedium),
      preferredClasses: cleanList(tuition.preferredClasses),
      preferredSubjects: cleanList(tuition.preferredSubjects),
      daysPerWeek: tuition.daysPerWeek || TUTOR_PROFILE_DEFAULTS.daysPerWeek,
      preferredTime: cleanList(tuition.preferredTime),
      preferredSalary: tuition.preferredSalary,
      experience: tuition.experience || TUTOR_PROFILE_DEFAULTS.experience,
    },
    personal: texts(personal, PERSONAL_FIELDS),
  };
}

/**
 * The PUT body of a (cleaned) draft. An optional section nobody began is left out; one begun is
 * sent as typed, flagged incomplete on screen if it is. A gender not chosen is left out.
 */
export function toUpdateBody(draft: TutorProfileDraft): TutorProfileUpdateBody {
  const { education, tuition, personal } = draft;
  const status = (value: string) => oneOf(EDUCATION_STATUSES, value, TUTOR_PROFILE_DEFAULTS.educationStatus);
  const body: TutorProfileUpdateBody = {
    education: { ssc: { ...education.ssc }, hsc: { ...education.hsc } },
    tuition: {
      ...tuition,
      preferredAreas: cleanList(tuition.preferredAreas),
      preferredMedium: cleanList(tuition.preferredMedium),
      preferredClasses: cleanList(tuition.preferredClasses),
      preferredSubjects: cleanList(tuition.preferredSubjects),
      preferredTime: cleanList(tuition.preferredTime).filter((time): time is (typeof PREFERRED_TIMES)[number] =>
        (PREFERRED_TIMES as readonly string[]).includes(time),
      ),
      daysPerWeek: oneOf(DAYS_PER_WEEK_VALUES, tuition.daysPerWeek, TUTOR_PROFILE_DEFAULTS.daysPerWeek),
      experience: oneOf(EXPERIENCE_OPTIONS, tuition.experience, TUTOR_PROFILE_DEFAULTS.experience),
    },
    personal: { ...personal, gender: undefined },
  };
  for (const section of OPTIONAL_SECTIONS) {
    if (!isSectionStarted(education, section)) continue;
    if (section === 'diploma') body.education.diploma = { ...education.diploma, status: status(education.diploma.status) };
    else body.education[section] = { ...education[section], status: status(education[section].status) };
  }
  const gender = personal.gender;
  if ((PROFILE_GENDERS as readonly string[]).includes(gender)) {
    body.personal.gender = gender as (typeof PROFILE_GENDERS)[number];
  } else {
    delete body.personal.gender;
  }
  return body;
}
