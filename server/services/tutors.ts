import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  educationSchema,
  tuitionPreferencesSchema,
  type Education,
  type PublicTutor,
  type PublicTutorDetail,
  type tutorContactBodySchema,
  type TutorListResponse,
  type tutorListQuerySchema,
} from '../../src/shared/api/contract';
import { categoryOf, FIND_TUTOR_CATEGORY_OPTIONS, normalizeDistrict } from '../../src/shared/config/catalogue';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/database';
import { tutorContactMessages, tutorProfiles, tutorSearch, users, type TutorProfileRow, type UserRow } from '../db/schema';
import { notFound } from '../errors';
import type { Clock } from './clock';
import { excerpt, notifyAdmins } from './notifications';
import { isUuid } from './tuitions';
import { assertDailyLimit } from './daily-limits';
import { countMatches, filterKey } from './search-counts';
import { normalizePhone } from './users';

export type TutorListQueryInput = z.output<typeof tutorListQuerySchema>;

export const tutorMessages = {
  notFound: 'Tutor not found',
  contactSent: 'Your message has been sent. Our team will contact you shortly.',
};

/** Exactly the columns public tutor data is made of: no e-mail, phone, password hash or documents. */
const publicColumns = {
  id: users.id,
  tutorId: users.tutorId,
  name: users.name,
  userGender: users.gender,
  isPremium: users.isPremium,
  isVerified: users.isVerified,
  isFeatured: users.isFeatured,
  isAvailable: users.isAvailable,
  createdAt: users.createdAt,
  imagePath: tutorProfiles.imagePath,
  gender: tutorProfiles.gender,
  district: tutorProfiles.district,
  area: tutorProfiles.area,
  education: tutorProfiles.education,
  tuition: tutorProfiles.tuition,
};

type PublicTutorRow = {
  id: string;
  tutorId: number | null;
  name: string;
  userGender: UserRow['gender'];
  isPremium: boolean;
  isVerified: boolean;
  isFeatured: boolean;
  isAvailable: boolean;
  createdAt: Date;
  imagePath: string | null;
  gender: TutorProfileRow['gender'] | null;
  district: string | null;
  area: string | null;
  education: TutorProfileRow['education'] | null;
  tuition: TutorProfileRow['tuition'] | null;
};

const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** What was stored, kept only where it still fits the contract (a bad jsonb value never breaks the page). */
function safeEducation(value: unknown): Education {
  const parsed = educationSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

// Made once: zod compiles a schema's parser on its first use, so a schema made per call is compiled per call (per
// tutor of every Find tutors page: a third of that call's CPU before).
const storedPreferencesSchema = tuitionPreferencesSchema.partial();

function safePreferences(value: unknown): PublicTutorDetail['tuition'] {
  const parsed = storedPreferencesSchema.safeParse(value ?? {});
  const preferences = parsed.success ? parsed.data : {};
  return {
    ...preferences,
    preferredMedium: preferences.preferredMedium ?? [],
    preferredClasses: preferences.preferredClasses ?? [],
  };
}

function toPublicTutor(row: PublicTutorRow): PublicTutor {
  const education = safeEducation(row.education);
  const tuition = safePreferences(row.tuition);
  return {
    _id: row.id,
    tutorId: row.tutorId,
    name: row.name,
    image: row.imagePath,
    gender: row.gender ?? row.userGender,
    district: row.district,
    area: row.area,
    isPremium: row.isPremium,
    isVerified: row.isVerified,
    isFeatured: row.isFeatured,
    isAvailable: row.isAvailable,
    institute:
      text(education.graduation?.institute) ??
      text(education.postGraduation?.institute) ??
      text(education.diploma?.institute) ??
      text(education.hsc?.institute) ??
      text(education.ssc?.institute),
    subject:
      text(education.graduation?.subject) ??
      text(education.postGraduation?.subject) ??
      text(education.diploma?.field) ??
      text(tuition.preferredSubjects?.[0]),
    tuition: { preferredMedium: tuition.preferredMedium, preferredClasses: tuition.preferredClasses },
  };
}

function toPublicTutorDetail(row: PublicTutorRow): PublicTutorDetail {
  return {
    ...toPublicTutor(row),
    createdAt: row.createdAt.toISOString(),
    education: safeEducation(row.education),
    tuition: safePreferences(row.tuition),
  };
}

/** The Category filter's value: Bangla / English / Madrasa, a category label or a slug → the slug. */
export function mediumSlug(medium: string): string {
  const key = medium.trim().toLowerCase();
  const option = FIND_TUTOR_CATEGORY_OPTIONS.find((candidate) => candidate.label.toLowerCase() === key);
  return option?.value ?? categoryOf(medium)?.slug ?? key;
}

const containsText = (column: AnyPgColumn, value: string): SQL =>
  sql`${column} @> array[${value}]::text[]`;

/**
 * Find tutors' WHERE, on the narrow search table `tutor_search` (one row per tutor, kept from `users` and
 * `tutor_profiles` by triggers: drizzle/0006_search_scale.sql): each filter that is set; none, every tutor.
 */
export function tutorConditions(query: Omit<TutorListQueryInput, 'page' | 'limit'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.type === 'premium') conditions.push(eq(tutorSearch.isPremium, true));
  if (query.featured === 'true') conditions.push(or(eq(tutorSearch.isVerified, true), eq(tutorSearch.isFeatured, true))!);
  if (query.district?.trim()) {
    // Stored lower-case (lower(tutor_profiles.district)).
    conditions.push(eq(tutorSearch.district, (normalizeDistrict(query.district) ?? query.district.trim()).toLowerCase()));
  }
  if (query.area?.trim()) conditions.push(containsText(tutorSearch.areas, query.area.trim()));
  if (query.medium?.trim()) conditions.push(containsText(tutorSearch.mediums, mediumSlug(query.medium)));
  if (query.class?.trim()) conditions.push(containsText(tutorSearch.classes, query.class.trim()));
  if (query.gender && query.gender.toLowerCase() !== 'all') {
    // The profile's gender, else the account's (coalesce in tutor_search_refresh).
    conditions.push(eq(tutorSearch.gender, query.gender.toLowerCase() === 'male' ? 'Male' : 'Female'));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Find tutors' order: verified tutors first, then the more complete profiles (the stored percent of the one
 * completeness rule, src/shared/lib/profile-completeness; a tutor without a profile counts 0), then newest first.
 * On `tutor_search` it is the order of `tutor_search_rank_idx` (and, after the district, of
 * `tutor_search_district_rank_idx`), so a page walks the index and stops after `limit` matches.
 */
const searchOrder = [desc(tutorSearch.isVerified), desc(tutorSearch.profileCompletion), desc(tutorSearch.createdAt), desc(tutorSearch.userId)] as const;

/** The same order on the accounts and profiles themselves (the page's wide columns). */
const rankedOrder = [
  desc(users.isVerified),
  desc(sql`coalesce(${tutorProfiles.profileCompletion}, 0)`),
  desc(users.createdAt),
  desc(users.id),
] as const;

/**
 * GET /api/tutors/all: one page of tutors, complete and verified profiles first (rankedOrder), and how many match.
 *
 * The page's ids are chosen on `tutor_search` (narrow rows, an index in the page's order); the wide columns
 * (the profile's jsonb) are read for those ids only. The total is a separate query (countMatches: exact below
 * EXACT_COUNT_LIMIT, else counted once per COUNT_CACHE_MS for these filters), so the page never has to read
 * every match. docs/performance.md, "250 000 tutors / 50 000 jobs".
 */
export async function listPublicTutors(db: Database, query: TutorListQueryInput): Promise<TutorListResponse> {
  const { page: _page, limit: _limit, ...filters } = query;
  const where = tutorConditions(filters);
  const offset = (query.page - 1) * query.limit;
  const countAll = async () => {
    const [row] = await db.select({ count: count() }).from(tutorSearch).where(where);
    return row?.count ?? 0;
  };
  const countUpTo = async (limit: number) => {
    const matches = db.select({ one: sql`1` }).from(tutorSearch).where(where).limit(limit).as('matches');
    const [row] = await db.select({ count: count() }).from(matches);
    return row?.count ?? 0;
  };
  const page = db
    .select({ id: tutorSearch.userId })
    .from(tutorSearch)
    .where(where)
    .orderBy(...searchOrder)
    .limit(query.limit)
    .offset(offset)
    .as('page');
  const [total, rows] = await Promise.all([
    countMatches(db, filterKey('tutors', filters), countUpTo, countAll),
    db
      .select(publicColumns)
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
      .orderBy(...rankedOrder),
  ]);
  return { tutors: rows.map(toPublicTutor), count: total };
}

/** A tutor addressed by uuid or by the display number (tutorId); undefined when none or not a tutor. */
export async function findTutorUser(db: Executor, id: string): Promise<UserRow | undefined> {
  const key = id.trim();
  let where: SQL;
  if (isUuid(key)) where = eq(users.id, key);
  else if (/^\d{1,9}$/.test(key)) where = eq(users.tutorId, Number(key));
  else return undefined;
  const [user] = await db.select().from(users).where(and(where, eq(users.userType, 'tutor'))).limit(1);
  return user;
}

/** GET /api/tutors/{id} */
export async function publicTutorDetail(db: Database, id: string): Promise<{ tutor: PublicTutorDetail }> {
  const user = await findTutorUser(db, id);
  if (!user) throw notFound(tutorMessages.notFound);
  const [row] = await db
    .select(publicColumns)
    .from(users)
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .where(eq(users.id, user.id))
    .limit(1);
  return { tutor: toPublicTutorDetail(row!) };
}

/** POST /api/tutors/{id}/contact: keeps the message and tells the operations team. */
export async function contactTutor(
  db: Database,
  clock: Clock,
  id: string,
  body: z.output<typeof tutorContactBodySchema>,
): Promise<{ message: string }> {
  const tutor = await findTutorUser(db, id);
  if (!tutor) throw notFound(tutorMessages.notFound);
  const now = clock.now();
  await assertDailyLimit(db, 'contactMessages', normalizePhone(body.phone), now);
  await db.transaction(async (tx) => {
    await tx.insert(tutorContactMessages).values({
      tutorUserId: tutor.id,
      name: body.name.trim(),
      phone: normalizePhone(body.phone),
      message: body.message.trim(),
      createdAt: now,
    });
    await notifyAdmins(tx, {
      kind: 'tutor_contact',
      title: 'New Contact Request',
      message: `${body.name.trim()} (${normalizePhone(body.phone)}) wants to reach ${tutor.name}: ${excerpt(body.message)}`,
      link: '/admin/tutors',
      createdAt: now,
    });
  });
  return { message: tutorMessages.contactSent };
}
