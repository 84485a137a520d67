// The tutor profile as the wizard edits it, and the rules of spec section 5 ("Tutor profile,
// education / preferences"). Every value is a string (or a list of strings) while it is edited;
// the app maps it to and from the wire contract.

export interface SchoolExamDraft {
  institute: string;
  curriculum: string;
  group: string;
  year: string;
  result: string;
}

export interface DegreeDraft {
  institution_type: string;
  institute: string;
  degree: string;
  subject: string;
  /** Optional: not part of the all-or-nothing rule. */
  curriculum: string;
  year: string;
  result: string;
  status: string;
}

export interface DiplomaDraft {
  institution_type: string;
  institute: string;
  field: string;
  duration: string;
  year: string;
  result: string;
  status: string;
}

export interface EducationDraft {
  ssc: SchoolExamDraft;
  hsc: SchoolExamDraft;
  graduation: DegreeDraft;
  postGraduation: DegreeDraft;
  diploma: DiplomaDraft;
}

export interface TuitionDraft {
  district: string;
  preferredAreas: string[];
  preferredMedium: string[];
  preferredClasses: string[];
  preferredSubjects: string[];
  daysPerWeek: string;
  preferredTime: string[];
  preferredSalary: string;
  experience: string;
}

export interface PersonalDraft {
  fullName: string;
  email: string;
  phone: string;
  additionalPhone: string;
  /** "Male", "Female", or "" when not chosen. */
  gender: string;
  currentCity: string;
  currentArea: string;
  permanentLocation: string;
  fatherName: string;
  fatherPhone: string;
  motherName: string;
  motherPhone: string;
  guardianNumber: string;
  guardianRelation: string;
  about: string;
}

export interface TutorProfileDraft {
  education: EducationDraft;
  tuition: TuitionDraft;
  personal: PersonalDraft;
}

export type SchoolSection = 'ssc' | 'hsc';
export type OptionalSection = 'graduation' | 'postGraduation' | 'diploma';
export type EducationSection = SchoolSection | OptionalSection;

export const SCHOOL_SECTIONS = ['ssc', 'hsc'] as const satisfies readonly SchoolSection[];
export const OPTIONAL_SECTIONS = ['graduation', 'postGraduation', 'diploma'] as const satisfies readonly OptionalSection[];

export const SCHOOL_FIELDS = ['institute', 'curriculum', 'group', 'year', 'result'] as const satisfies readonly (keyof SchoolExamDraft)[];
export const DEGREE_REQUIRED_FIELDS = [
  'institution_type',
  'institute',
  'degree',
  'subject',
  'year',
  'result',
  'status',
] as const satisfies readonly (keyof DegreeDraft)[];
export const DIPLOMA_REQUIRED_FIELDS = [
  'institution_type',
  'institute',
  'field',
  'duration',
  'year',
  'result',
  'status',
] as const satisfies readonly (keyof DiplomaDraft)[];

export const LIST_FIELDS = [
  'preferredAreas',
  'preferredMedium',
  'preferredClasses',
  'preferredSubjects',
  'preferredTime',
] as const satisfies readonly (keyof TuitionDraft)[];

export const requiredFieldsOf = (section: OptionalSection): readonly string[] =>
  section === 'diploma' ? DIPLOMA_REQUIRED_FIELDS : DEGREE_REQUIRED_FIELDS;

const filled = (value: string | undefined): boolean => value !== undefined && value.trim() !== '';

/** The SSC and HSC fields still empty; Next from step 1 waits until both lists are empty. */
export function missingSchoolFields(education: EducationDraft): Record<SchoolSection, (keyof SchoolExamDraft)[]> {
  return {
    ssc: SCHOOL_FIELDS.filter((field) => !filled(education.ssc[field])),
    hsc: SCHOOL_FIELDS.filter((field) => !filled(education.hsc[field])),
  };
}

export function hasCompleteSchoolExams(education: EducationDraft): boolean {
  const missing = missingSchoolFields(education);
  return missing.ssc.length === 0 && missing.hsc.length === 0;
}

/**
 * Whether the tutor began an optional section: any of its fields filled. The status is left out,
 * since it always holds a value ("completed" by default).
 */
export function isSectionStarted(education: EducationDraft, section: OptionalSection): boolean {
  return Object.entries(education[section]).some(([field, value]) => field !== 'status' && filled(value as string));
}

/** The fields a started optional section still lacks (none for a section not started). */
export function missingSectionFields(education: EducationDraft, section: OptionalSection): string[] {
  if (!isSectionStarted(education, section)) return [];
  const values = education[section] as unknown as Record<string, string>;
  return requiredFieldsOf(section).filter((field) => !filled(values[field]));
}

/** Optional sections begun but not finished: all-or-nothing, flagged but never blocking Next. */
export function incompleteSections(education: EducationDraft): OptionalSection[] {
  return OPTIONAL_SECTIONS.filter((section) => missingSectionFields(education, section).length > 0);
}

/** A preference list without empty values or duplicates (first one kept), each trimmed. */
export function cleanList(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
}

export function cleanTuition(tuition: TuitionDraft): TuitionDraft {
  const cleaned = { ...tuition };
  for (const field of LIST_FIELDS) cleaned[field] = cleanList(tuition[field]);
  return cleaned;
}

const trimAll = <T extends object>(record: T): T =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;

/** The profile as it is saved: every text trimmed, every list clean. */
export function cleanProfile(profile: TutorProfileDraft): TutorProfileDraft {
  const { education } = profile;
  return {
    education: {
      ssc: trimAll(education.ssc),
      hsc: trimAll(education.hsc),
      graduation: trimAll(education.graduation),
      postGraduation: trimAll(education.postGraduation),
      diploma: trimAll(education.diploma),
    },
    tuition: trimAll(cleanTuition(profile.tuition)),
    personal: trimAll(profile.personal),
  };
}

const blankSchoolExam = (): SchoolExamDraft => ({ institute: '', curriculum: '', group: '', year: '', result: '' });
const blankDegree = (): DegreeDraft => ({
  institution_type: '',
  institute: '',
  degree: '',
  subject: '',
  curriculum: '',
  year: '',
  result: '',
  status: '',
});

/** A profile with nothing filled in: what the wizard holds before the profile is loaded. */
export function blankProfile(): TutorProfileDraft {
  return {
    education: {
      ssc: blankSchoolExam(),
      hsc: blankSchoolExam(),
      graduation: blankDegree(),
      postGraduation: blankDegree(),
      diploma: { institution_type: '', institute: '', field: '', duration: '', year: '', result: '', status: '' },
    },
    tuition: {
      district: '',
      preferredAreas: [],
      preferredMedium: [],
      preferredClasses: [],
      preferredSubjects: [],
      daysPerWeek: '',
      preferredTime: [],
      preferredSalary: '',
      experience: '',
    },
    personal: {
      fullName: '',
      email: '',
      phone: '',
      additionalPhone: '',
      gender: '',
      currentCity: '',
      currentArea: '',
      permanentLocation: '',
      fatherName: '',
      fatherPhone: '',
      motherName: '',
      motherPhone: '',
      guardianNumber: '',
      guardianRelation: '',
      about: '',
    },
  };
}
