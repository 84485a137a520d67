import { and, eq, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  educationSchema,
  isEducationSectionStarted,
  isSchoolExamComplete,
  missingEducationFields,
  OPTIONAL_EDUCATION_FIELDS,
  PHONE_PATTERN,
  tuitionPreferencesSchema,
  tutorPersonalSchema,
  type Education,
  type TuitionPreferences,
  type TutorPersonal,
  type TutorProfile,
  type tutorProfileUpdateBodySchema,
} from '../../src/shared/api/contract';
import {
  ALL_CLASSES,
  PROFILE_GENDERS,
  SUBJECTS,
  TUTOR_PROFILE_DEFAULTS,
  categoryOf,
  normalizeDistrict,
  type ProfileGender,
} from '../../src/shared/config/catalogue';
import { isUniqueViolation, violatedConstraint, type Database, type Executor } from '../db/database';
import { tutorProfiles, users, type NewTutorProfileRow, type TutorProfileRow, type UserRow } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import type { Clock } from './clock';
import { completionOfRow, tutorSearchColumns, type TutorProfileSections } from './tutor-profiles';
import { normalizeEmail, normalizePhone } from './users';

type TutorProfileUpdate = z.output<typeof tutorProfileUpdateBodySchema>;

export const tutorProfileMessages = {
  notFound: 'Profile not found',
  saved: 'Profile updated successfully!',
  sscHsc: 'Please complete all required SSC and HSC fields',
  emailTaken: 'An account with this email already exists',
  phoneTaken: 'An account with this phone number already exists',
  unknownDistrict: 'tuition.district: Please choose one of the 64 districts',
  invalidEmail: 'personal.email: Please enter a valid email address',
  invalidPhone: 'personal.phone: Please enter a valid phone number',
  availableNow: 'You are now shown as Available for Tuition',
  unavailableNow: 'You are now shown as Not Available',
};

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

// ── Education: the SSC/HSC rule and the all-or-nothing optional sections (section 5 of the spec)

// The required fields and the "started" rule are the contract's (the wizard and the completeness rule share them).
const OPTIONAL_SECTIONS = Object.keys(OPTIONAL_EDUCATION_FIELDS) as OptionalSection[];
const SECTION_LABELS: Record<OptionalSection, string> = {
  graduation: 'Graduation',
  postGraduation: 'Post-graduation',
  diploma: 'Diploma',
};
type OptionalSection = keyof typeof OPTIONAL_EDUCATION_FIELDS;

export const incompleteSectionMessage = (section: OptionalSection) =>
  `Please complete all ${SECTION_LABELS[section]} fields, or leave ${SECTION_LABELS[section]} empty`;

/** Whether SSC and HSC both have every field filled (the rule that blocks the wizard's Next). */
export const isSscHscComplete = (education: Education): boolean =>
  isSchoolExamComplete(education.ssc) && isSchoolExamComplete(education.hsc);

/** The optional sections that were started but not finished. */
export const incompleteOptionalSections = (education: Education): OptionalSection[] =>
  OPTIONAL_SECTIONS.filter((key) => missingEducationFields(key, education[key]).length > 0);

/** Education as stored: SSC and HSC, and only the optional sections that hold something. */
function cleanEducation(education: Education): Education {
  const cleaned: Education = { ssc: education.ssc, hsc: education.hsc };
  for (const key of OPTIONAL_SECTIONS) {
    if (isEducationSectionStarted(education[key])) Object.assign(cleaned, { [key]: education[key] });
  }
  return cleaned;
}

// ── Preferences: lists without empties or duplicates, in the catalogue's spelling

/** Trimmed, empties dropped, duplicates (any case) dropped, first spelling kept. */
export function cleanList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}

function fromCatalogue(field: string, values: readonly string[], known: readonly string[]): string[] {
  const byKey = new Map(known.map((value) => [value.toLowerCase(), value]));
  const unknown = values.filter((value) => !byKey.has(value.toLowerCase()));
  if (unknown.length > 0) throw badRequest(`tuition.${field}: Unknown value: ${unknown.join(', ')}`);
  return cleanList(values.map((value) => byKey.get(value.toLowerCase())!));
}

function cleanPreferences(tuition: TuitionPreferences): TuitionPreferences {
  const district = normalizeDistrict(tuition.district);
  if (!district) throw badRequest(tutorProfileMessages.unknownDistrict);
  const mediums = cleanList(tuition.preferredMedium);
  const unknownMediums = mediums.filter((medium) => !categoryOf(medium));
  if (unknownMediums.length > 0) throw badRequest(`tuition.preferredMedium: Unknown category: ${unknownMediums.join(', ')}`);
  return {
    district,
    preferredAreas: cleanList(tuition.preferredAreas),
    preferredMedium: cleanList(mediums.map((medium) => categoryOf(medium)!.slug)),
    preferredClasses: fromCatalogue('preferredClasses', cleanList(tuition.preferredClasses), ALL_CLASSES),
    preferredSubjects: fromCatalogue('preferredSubjects', cleanList(tuition.preferredSubjects), SUBJECTS),
    daysPerWeek: tuition.daysPerWeek,
    preferredTime: [...new Set(tuition.preferredTime)],
    preferredSalary: tuition.preferredSalary,
    experience: tuition.experience,
  };
}

const emailSchema = z.string().email();

function cleanPersonal(personal: Partial<TutorPersonal>): Partial<TutorPersonal> {
  const cleaned: Partial<TutorPersonal> = { ...personal };
  if (filled(personal.email)) {
    if (!emailSchema.safeParse(personal.email).success) throw badRequest(tutorProfileMessages.invalidEmail);
    cleaned.email = normalizeEmail(personal.email);
  }
  if (filled(personal.phone)) {
    if (!PHONE_PATTERN.test(personal.phone)) throw badRequest(tutorProfileMessages.invalidPhone);
    cleaned.phone = normalizePhone(personal.phone);
  }
  if (filled(personal.currentCity)) cleaned.currentCity = normalizeDistrict(personal.currentCity) ?? personal.currentCity;
  return cleaned;
}

/** Every server-side rule of the wizard; answers the sections as they are stored. */
export function checkTutorProfile(body: TutorProfileUpdate): TutorProfileSections & { tuition: TuitionPreferences } {
  const problems: string[] = [];
  if (!isSscHscComplete(body.education)) problems.push(tutorProfileMessages.sscHsc);
  problems.push(...incompleteOptionalSections(body.education).map(incompleteSectionMessage));
  if (problems.length > 0) throw badRequest(problems.join('; '));
  return {
    education: cleanEducation(body.education),
    tuition: cleanPreferences(body.tuition),
    personal: cleanPersonal(body.personal),
  };
}

// ── Reading: what is stored, completed with the defaults of section 3

const isProfileGender = (value: unknown): value is ProfileGender => (PROFILE_GENDERS as readonly string[]).includes(value as string);

function storedPart<T extends z.ZodObject>(schema: T, value: unknown): Partial<z.infer<T>> {
  // A stored value that no longer fits the contract is left out field by field, never breaking the page.
  const result: Record<string, unknown> = {};
  if (!value || typeof value !== 'object') return result as Partial<z.infer<T>>;
  for (const [key, field] of Object.entries(schema.shape)) {
    const parsed = (field as z.ZodType).safeParse((value as Record<string, unknown>)[key]);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  return result as Partial<z.infer<T>>;
}

export function toTutorProfileDto(row: TutorProfileRow): TutorProfile {
  const education = storedPart(educationSchema, row.education) as Education;
  const tuition = storedPart(tuitionPreferencesSchema, row.tuition);
  const personal = storedPart(tutorPersonalSchema, row.personal);
  return {
    education,
    tuition: {
      district: tuition.district ?? '',
      preferredAreas: tuition.preferredAreas ?? [],
      preferredMedium: tuition.preferredMedium ?? [],
      preferredClasses: tuition.preferredClasses ?? [],
      preferredSubjects: tuition.preferredSubjects ?? [],
      daysPerWeek: tuition.daysPerWeek ?? TUTOR_PROFILE_DEFAULTS.daysPerWeek,
      preferredTime: tuition.preferredTime ?? [],
      preferredSalary: tuition.preferredSalary ?? '',
      experience: tuition.experience ?? TUTOR_PROFILE_DEFAULTS.experience,
    },
    personal,
    profileCompletion: row.profileCompletion,
  };
}

export async function findTutorProfileRow(db: Executor, userId: string): Promise<TutorProfileRow | undefined> {
  const [row] = await db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, userId)).limit(1);
  return row;
}

/** GET /api/tutors/{id}/profile: 404 until the profile is initialized. */
export async function getTutorProfile(db: Database, tutor: UserRow): Promise<{ profile: TutorProfile }> {
  const row = await findTutorProfileRow(db, tutor.id);
  if (!row) throw notFound(tutorProfileMessages.notFound);
  return { profile: toTutorProfileDto(row) };
}

/**
 * The profile a tutor starts with: 3 days and <1 year (the wizard's preselected choices, section 3) and the account's
 * details. The district, city and area start empty (not the spec's Rajshahi and Dhaka/Uttara): Find tutors would
 * show and filter on a place the tutor never chose (docs/decisions.md).
 */
export function initialTutorProfile(tutor: UserRow, now: Date): NewTutorProfileRow {
  const sections: TutorProfileSections = {
    education: {},
    tuition: {
      district: '',
      preferredAreas: [],
      preferredMedium: [],
      preferredClasses: [],
      preferredSubjects: [],
      daysPerWeek: TUTOR_PROFILE_DEFAULTS.daysPerWeek,
      preferredTime: [],
      preferredSalary: '',
      experience: TUTOR_PROFILE_DEFAULTS.experience,
    },
    personal: {
      fullName: tutor.name,
      // A tutor who registered by phone has no e-mail yet: the section starts without one.
      ...(tutor.email ? { email: tutor.email } : {}),
      phone: tutor.phone,
      ...(isProfileGender(tutor.gender) ? { gender: tutor.gender } : {}),
    },
  };
  const row = { ...sections, imagePath: null, nationalIdPath: null, institutionIdPath: null };
  return {
    userId: tutor.id,
    ...sections,
    ...tutorSearchColumns(sections, tutor),
    profileCompletion: completionOfRow(row),
    createdAt: now,
    updatedAt: now,
  };
}

/** Creates the default profile when there is none (inside the caller's transaction if given). */
export async function ensureTutorProfile(
  db: Executor,
  tutor: UserRow,
  now: Date,
): Promise<{ created: boolean; row: TutorProfileRow }> {
  const inserted = await db
    .insert(tutorProfiles)
    .values(initialTutorProfile(tutor, now))
    .onConflictDoNothing({ target: tutorProfiles.userId })
    .returning();
  if (inserted[0]) return { created: true, row: inserted[0] };
  return { created: false, row: (await findTutorProfileRow(db, tutor.id))! };
}

/** POST /api/tutors/{id}/profile/initialize: the defaults when there is no profile; the existing one otherwise. */
export async function initializeTutorProfile(
  db: Database,
  clock: Clock,
  tutor: UserRow,
): Promise<{ created: boolean; profile: TutorProfile }> {
  const { created, row } = await ensureTutorProfile(db, tutor, clock.now());
  return { created, profile: toTutorProfileDto(row) };
}

/**
 * PUT /api/tutors/{id}/profile: checks every rule, stores the three sections with the filter columns
 * and the completion computed here, and keeps the account's name, e-mail, phone and gender in step with
 * the personal section, all in one transaction.
 */
export async function updateTutorProfile(
  db: Database,
  clock: Clock,
  tutor: UserRow,
  body: TutorProfileUpdate,
): Promise<{ message: string; profile: TutorProfile }> {
  const checked = checkTutorProfile(body);
  // The account's e-mail and phone are the tutor's contact unless the form gives others.
  // A tutor without an e-mail (registered by phone) stays without one until the form gives it.
  const email = filled(checked.personal.email) ? checked.personal.email : tutor.email;
  const phone = filled(checked.personal.phone) ? checked.personal.phone : tutor.phone;
  const personal = { ...checked.personal, ...(email ? { email } : {}), phone };
  const sections = { ...checked, personal };
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(ne(users.id, tutor.id), email ? or(eq(users.email, email), eq(users.phone, phone)) : eq(users.phone, phone)))
        .limit(1);
      if (taken) throw conflict(email && taken.email === email ? tutorProfileMessages.emailTaken : tutorProfileMessages.phoneTaken);
      const [account] = await tx
        .update(users)
        .set({
          name: filled(personal.fullName) ? personal.fullName : tutor.name,
          email,
          phone,
          ...(personal.gender ? { gender: personal.gender } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, tutor.id))
        .returning();
      const { row: existing } = await ensureTutorProfile(tx, account!, now);
      const completion = completionOfRow({ ...existing, ...sections });
      const [row] = await tx
        .update(tutorProfiles)
        .set({ ...sections, ...tutorSearchColumns(sections, account), profileCompletion: completion, updatedAt: now })
        .where(eq(tutorProfiles.userId, tutor.id))
        .returning();
      return { message: tutorProfileMessages.saved, profile: toTutorProfileDto(row!) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(violatedConstraint(error)?.includes('phone') ? tutorProfileMessages.phoneTaken : tutorProfileMessages.emailTaken);
    }
    throw error;
  }
}

/** PUT /api/tutors/{id}/availability: the tutor's own "Available for Tuition" switch. */
export async function setAvailability(
  db: Database,
  clock: Clock,
  tutor: UserRow,
  isAvailable: boolean,
): Promise<{ message: string; isAvailable: boolean }> {
  await db.update(users).set({ isAvailable, updatedAt: clock.now() }).where(eq(users.id, tutor.id));
  return { message: isAvailable ? tutorProfileMessages.availableNow : tutorProfileMessages.unavailableNow, isAvailable };
}

/** Recomputes the stored completion after a change outside the wizard (documents). */
export async function refreshCompletion(db: Executor, userId: string, now: Date): Promise<number> {
  const row = await findTutorProfileRow(db, userId);
  if (!row) return 0;
  const completion = completionOfRow(row);
  await db.update(tutorProfiles).set({ profileCompletion: completion, updatedAt: now }).where(eq(tutorProfiles.userId, userId));
  return completion;
}

/** The graduation of a tutor's profile, for the user-by-id answer (degree and institute only). */
export async function graduationOf(db: Executor, userId: string): Promise<{ degree?: string; institute?: string } | undefined> {
  const [row] = await db
    .select({ education: tutorProfiles.education })
    .from(tutorProfiles)
    .where(eq(tutorProfiles.userId, userId))
    .limit(1);
  const graduation = storedPart(educationSchema, row?.education).graduation;
  if (!graduation) return undefined;
  return {
    ...(filled(graduation.degree) ? { degree: graduation.degree } : {}),
    ...(filled(graduation.institute) ? { institute: graduation.institute } : {}),
  };
}
