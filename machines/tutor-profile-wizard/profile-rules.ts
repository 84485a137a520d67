// The tutor profile as the wizard edits it, and the rules of spec section 5 ("Tutor profile,
// education / preferences"). Every value is a string (or a list of strings) while it is edited;
// the app maps it to and from the wire contract, whose schemas the drafts are made from.
import type { z } from 'zod';
import {
  DEGREE_REQUIRED_FIELDS,
  DIPLOMA_REQUIRED_FIELDS,
  OPTIONAL_EDUCATION_FIELDS,
  SCHOOL_EXAM_FIELDS,
  isEducationSectionStarted,
  missingEducationFields,
  type degreeSchema,
  type diplomaSchema,
  type Education,
  type OptionalEducationSection,
  type schoolExamSchema,
  type TuitionPreferences,
  type TutorPersonal,
} from '../../src/shared/api/contract';

/**
 * A contract section as the wizard edits it: every field there (optional ones too), each a string, or a list of
 * strings where the wire has a list; the enums (status, gender, days, experience, times) stay free text until saved.
 */
export type DraftOf<T> = { [K in keyof T]-?: NonNullable<T[K]> extends readonly unknown[] ? string[] : string };

/** SSC or HSC (the contract's schoolExamSchema). */
export type SchoolExamDraft = DraftOf<z.infer<typeof schoolExamSchema>>;

/** Graduation or post-graduation (the contract's degreeSchema); curriculum is not part of the all-or-nothing rule. */
export type DegreeDraft = DraftOf<z.infer<typeof degreeSchema>>;

/** The diploma (the contract's diplomaSchema). */
export type DiplomaDraft = DraftOf<z.infer<typeof diplomaSchema>>;

/** Every section of the contract's education, each present. */
export type EducationDraft = { [S in keyof Education]-?: DraftOf<NonNullable<Education[S]>> };

/** The contract's tuition preferences. */
export type TuitionDraft = DraftOf<TuitionPreferences>;

/** The contract's personal section; gender is "Male", "Female", or "" when not chosen. */
export type PersonalDraft = DraftOf<TutorPersonal>;

/** The three sections of the contract's tutor profile body, as drafts. */
export interface TutorProfileDraft {
  education: EducationDraft;
  tuition: TuitionDraft;
  personal: PersonalDraft;
}

export type SchoolSection = 'ssc' | 'hsc';
export type OptionalSection = OptionalEducationSection;
export type EducationSection = SchoolSection | OptionalSection;

export const SCHOOL_SECTIONS = ['ssc', 'hsc'] as const satisfies readonly SchoolSection[];
export const OPTIONAL_SECTIONS = Object.keys(OPTIONAL_EDUCATION_FIELDS) as readonly OptionalSection[];

// The required fields are the contract's (the server and the completeness rule read the same lists).
export const SCHOOL_FIELDS = SCHOOL_EXAM_FIELDS;
export { DEGREE_REQUIRED_FIELDS, DIPLOMA_REQUIRED_FIELDS };

export const LIST_FIELDS = [
  'preferredAreas',
  'preferredMedium',
  'preferredClasses',
  'preferredSubjects',
  'preferredTime',
] as const satisfies readonly (keyof TuitionDraft)[];

export const requiredFieldsOf = (section: OptionalSection): readonly string[] => OPTIONAL_EDUCATION_FIELDS[section];

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
export const isSectionStarted = (education: EducationDraft, section: OptionalSection): boolean =>
  isEducationSectionStarted(education[section]);

/** The fields a started optional section still lacks (none for a section not started). */
export const missingSectionFields = (education: EducationDraft, section: OptionalSection): string[] =>
  missingEducationFields(section, education[section]);

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
