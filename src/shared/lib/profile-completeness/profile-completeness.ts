// How complete a tutor's profile is, and what is still missing: one pure rule shared by the server
// (stored percent, Find tutors ranking, dashboards) and the client (the tutor's checklist).
import type { z } from 'zod';
import {
  DEGREE_REQUIRED_FIELDS,
  DIPLOMA_REQUIRED_FIELDS,
  SCHOOL_EXAM_FIELDS,
  type degreeSchema,
  type diplomaSchema,
  type Education,
  type schoolExamSchema,
  type TuitionPreferences,
  type TutorPersonal,
} from '../../api/contract/tutor';

type SchoolExam = z.infer<typeof schoolExamSchema>;
type Degree = z.infer<typeof degreeSchema>;
type Diploma = z.infer<typeof diplomaSchema>;

type Text = string | null | undefined;

/** A contract section as either side may hold it: any field missing or null, lists of any text (wire or draft shape). */
type Loose<T> = { [K in keyof T]?: NonNullable<T[K]> extends readonly unknown[] ? readonly Text[] | null : Text };

/** SSC or HSC: the contract's schoolExamSchema, loosely. */
export type SchoolExamFields = Loose<SchoolExam>;
/** Graduation or post-graduation: the contract's degreeSchema, loosely. */
export type DegreeFields = Loose<Degree>;
/** The diploma: the contract's diplomaSchema, loosely. */
export type DiplomaFields = Loose<Diploma>;

/** The profile as both sides hold it: the wizard's sections (wire or draft shape) and the uploads. */
export interface CompletenessProfile {
  education?: { [S in keyof Education]?: Loose<NonNullable<Education[S]>> | null } | null;
  tuition?: Loose<TuitionPreferences> | null;
  personal?: Loose<
    Pick<
      TutorPersonal,
      'fullName' | 'phone' | 'email' | 'gender' | 'currentCity' | 'currentArea' | 'permanentLocation' | 'about'
    >
  > | null;
  hasImage: boolean;
  nationalIdUploaded: boolean;
  institutionIdUploaded: boolean;
  /** Staff approved the documents; only the premium list asks for it. */
  isVerified?: boolean;
}

/** Where the tutor fixes an item: the wizard's steps, the documents upload, the photo, or staff review. */
export type ChecklistSection = 'education' | 'tuition' | 'personal' | 'documents' | 'photo' | 'review';

/** What an item is needed for: verification items are needed for premium as well. */
export type ChecklistNeed = 'verification' | 'premium';

export type ChecklistKey =
  | 'ssc'
  | 'hsc'
  | 'degree'
  | 'district'
  | 'preferredAreas'
  | 'preferredMedium'
  | 'preferredClasses'
  | 'preferredSubjects'
  | 'daysPerWeek'
  | 'preferredTime'
  | 'preferredSalary'
  | 'experience'
  | 'fullName'
  | 'phone'
  | 'email'
  | 'gender'
  | 'currentCity'
  | 'currentArea'
  | 'permanentLocation'
  | 'about'
  | 'nationalId'
  | 'institutionId'
  | 'photo'
  | 'verified';

export interface ChecklistItem {
  key: ChecklistKey;
  label: string;
  section: ChecklistSection;
  neededFor: ChecklistNeed;
  done: boolean;
}

export interface ChecklistGoal {
  /** Every item this goal needs is done. */
  ready: boolean;
  /** The items still to do, in checklist order. */
  missing: ChecklistItem[];
}

export interface ProfileChecklist {
  /** The percent of profileCompleteness. */
  completeness: number;
  /** Every item, done or not, in the order the wizard asks for them. */
  items: ChecklistItem[];
  /** What staff need before they can verify the tutor. */
  verification: ChecklistGoal;
  /** What a premium listing needs: everything, and verification by staff. */
  premium: ChecklistGoal;
}

const filled = (value: Text): boolean => typeof value === 'string' && value.trim() !== '';
const someFilled = (values: readonly Text[] | null | undefined): boolean => (values ?? []).some(filled);

// The education sections' required fields are the contract's (the wizard and the server check the same lists).
const SCHOOL_FIELDS = SCHOOL_EXAM_FIELDS;
const DEGREE_FIELDS = DEGREE_REQUIRED_FIELDS;
const DIPLOMA_FIELDS = DIPLOMA_REQUIRED_FIELDS;

function complete<T extends object>(section: T | null | undefined, fields: readonly (keyof T)[]): boolean {
  return section !== null && section !== undefined && fields.every((field) => filled(section[field] as Text));
}

type Check = Omit<ChecklistItem, 'done'> & { test: (profile: CompletenessProfile) => boolean };

const personal = (key: keyof NonNullable<CompletenessProfile['personal']>) => (profile: CompletenessProfile) =>
  filled(profile.personal?.[key]);

// The items counted in the percent: 23 equal checks. Verification needs the education the verifier
// compares with the documents, both documents, a photo, and the name, phone and gender on the CV.
const CHECKS: readonly Check[] = [
  { key: 'ssc', label: 'SSC details', section: 'education', neededFor: 'verification', test: (p) => complete(p.education?.ssc, SCHOOL_FIELDS) },
  { key: 'hsc', label: 'HSC details', section: 'education', neededFor: 'verification', test: (p) => complete(p.education?.hsc, SCHOOL_FIELDS) },
  {
    key: 'degree',
    label: 'A finished graduation, post-graduation or diploma',
    section: 'education',
    neededFor: 'verification',
    test: (p) =>
      complete(p.education?.graduation, DEGREE_FIELDS) ||
      complete(p.education?.postGraduation, DEGREE_FIELDS) ||
      complete(p.education?.diploma, DIPLOMA_FIELDS),
  },
  { key: 'district', label: 'District you teach in', section: 'tuition', neededFor: 'premium', test: (p) => filled(p.tuition?.district) },
  { key: 'preferredAreas', label: 'Preferred areas', section: 'tuition', neededFor: 'premium', test: (p) => someFilled(p.tuition?.preferredAreas) },
  { key: 'preferredMedium', label: 'Preferred medium', section: 'tuition', neededFor: 'premium', test: (p) => someFilled(p.tuition?.preferredMedium) },
  { key: 'preferredClasses', label: 'Preferred classes', section: 'tuition', neededFor: 'premium', test: (p) => someFilled(p.tuition?.preferredClasses) },
  { key: 'preferredSubjects', label: 'Preferred subjects', section: 'tuition', neededFor: 'premium', test: (p) => someFilled(p.tuition?.preferredSubjects) },
  { key: 'daysPerWeek', label: 'Days per week', section: 'tuition', neededFor: 'premium', test: (p) => filled(p.tuition?.daysPerWeek) },
  { key: 'preferredTime', label: 'Preferred time', section: 'tuition', neededFor: 'premium', test: (p) => someFilled(p.tuition?.preferredTime) },
  { key: 'preferredSalary', label: 'Expected salary', section: 'tuition', neededFor: 'premium', test: (p) => filled(p.tuition?.preferredSalary) },
  { key: 'experience', label: 'Teaching experience', section: 'tuition', neededFor: 'premium', test: (p) => filled(p.tuition?.experience) },
  { key: 'fullName', label: 'Full name', section: 'personal', neededFor: 'verification', test: personal('fullName') },
  { key: 'phone', label: 'Phone number', section: 'personal', neededFor: 'verification', test: personal('phone') },
  { key: 'email', label: 'E-mail', section: 'personal', neededFor: 'premium', test: personal('email') },
  { key: 'gender', label: 'Gender', section: 'personal', neededFor: 'verification', test: personal('gender') },
  { key: 'currentCity', label: 'Current city', section: 'personal', neededFor: 'premium', test: personal('currentCity') },
  { key: 'currentArea', label: 'Current area', section: 'personal', neededFor: 'premium', test: personal('currentArea') },
  { key: 'permanentLocation', label: 'Permanent location', section: 'personal', neededFor: 'premium', test: personal('permanentLocation') },
  { key: 'about', label: 'About you', section: 'personal', neededFor: 'premium', test: personal('about') },
  { key: 'nationalId', label: 'National ID or birth certificate', section: 'documents', neededFor: 'verification', test: (p) => p.nationalIdUploaded },
  { key: 'institutionId', label: 'Institution ID card', section: 'documents', neededFor: 'verification', test: (p) => p.institutionIdUploaded },
  { key: 'photo', label: 'Profile photo', section: 'photo', neededFor: 'verification', test: (p) => p.hasImage },
];

const VERIFIED: Omit<ChecklistItem, 'done'> = {
  key: 'verified',
  label: 'Verified by the Shikhon team',
  section: 'review',
  neededFor: 'premium',
};

/**
 * How complete a profile is, in whole percent: 23 equal checks. Education 3 (SSC, HSC, and a finished
 * graduation, post-graduation or diploma), tuition preferences 9 (every field, lists non-empty),
 * personal 8 (name, phone, e-mail, gender, city, area, permanent location, about), both identity
 * documents 2, and a photo 1. Verification by staff is not part of it.
 */
export function profileCompleteness(profile: CompletenessProfile): number {
  const passed = CHECKS.filter((check) => check.test(profile)).length;
  return Math.round((passed / CHECKS.length) * 100);
}

/** Every item of the profile with whether it is done, and what is missing for verification and for premium. */
export function profileChecklist(profile: CompletenessProfile): ProfileChecklist {
  const items: ChecklistItem[] = [
    ...CHECKS.map(({ test, ...item }) => ({ ...item, done: test(profile) })),
    { ...VERIFIED, done: profile.isVerified === true },
  ];
  const forVerification = items.filter((item) => !item.done && item.neededFor === 'verification');
  const forPremium = items.filter((item) => !item.done);
  return {
    completeness: profileCompleteness(profile),
    items,
    verification: { ready: forVerification.length === 0, missing: forVerification },
    premium: { ready: forPremium.length === 0, missing: forPremium },
  };
}
