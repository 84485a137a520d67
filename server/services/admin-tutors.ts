import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AdminTutor,
  AdminTutorFilter,
  AdminTutorListResponse,
  AdminTutorUpdated,
} from '../../src/shared/api/contract';
import { TUTOR_PREMIUM_MESSAGES, VERIFY_TUTOR_MESSAGES, type VerifyTutorBody } from '../../src/shared/api/contract';
import { VERIFICATION_FEE_TAKA } from '../../src/shared/config/catalogue';
import { isUniqueViolation, type Database } from '../db/database';
import { payments, tutorProfiles, users, type TutorProfileRow, type UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { SYSTEM_ACTOR, logActivity, type Actor } from './activity-log';
import { documentsReviewedEvents, notifyMembers } from './member-notifications';
import { applyLedgerAction, createFee, LEDGER_MESSAGES } from './fee-ledger';
import { accountMatches } from './account-search';
import type { Clock } from './clock';
import { documentStatusOf, type DocumentSigner } from './documents';
import { accountFields } from './users';

export interface AdminTutorDeps {
  db: Database;
  clock: Clock;
  signer: DocumentSigner;
}

export interface AdminTutorListParams {
  filter: AdminTutorFilter;
  search: string;
  page: number;
  limit: number;
  /** Minutes, as Date#getTimezoneOffset answers (UTC+6 is -360). */
  tzOffset: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The start and end of the admin's local calendar day, as instants. */
export function localDayBounds(now: Date, tzOffset: number): { start: Date; end: Date } {
  const local = now.getTime() - tzOffset * MINUTE_MS;
  const startLocal = Math.floor(local / DAY_MS) * DAY_MS;
  const start = new Date(startLocal + tzOffset * MINUTE_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

const todayCondition = (start: Date, end: Date) =>
  and(sql`${users.createdAt} >= ${start.toISOString()}`, sql`${users.createdAt} < ${end.toISOString()}`);

async function toAdminTutor(signer: DocumentSigner, user: UserRow, profile: TutorProfileRow | null, now: Date): Promise<AdminTutor> {
  return {
    ...accountFields(user),
    tutorId: user.tutorId,
    isVerified: user.isVerified,
    isPremium: user.isPremium,
    disabled: user.disabledAt !== null,
    profileCompletion: profile?.profileCompletion ?? 0,
    education: profile?.education ?? {},
    documents: await documentStatusOf(signer, user, profile ?? undefined, now),
  };
}

/** GET /api/admin/tutors: filtered, searched and paged in the database, with the stat cards' counts. */
export async function listAdminTutors({ db, clock, signer }: AdminTutorDeps, params: AdminTutorListParams): Promise<AdminTutorListResponse> {
  const now = clock.now();
  const { start, end } = localDayBounds(now, params.tzOffset);
  const conditions: (SQL | undefined)[] = [eq(users.userType, 'tutor')];
  if (params.filter === 'pending') conditions.push(eq(users.isVerified, false));
  if (params.filter === 'verified') conditions.push(eq(users.isVerified, true));
  if (params.filter === 'today') conditions.push(todayCondition(start, end));
  const term = params.search.trim();
  if (term) conditions.push(accountMatches(term));
  const where = and(...conditions);

  const newestFirst = [desc(users.createdAt), desc(users.id)] as const;
  // The page's accounts first, then their (wide) profiles: a deep page no longer joins every skipped tutor's profile.
  const page = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...newestFirst)
    .limit(params.limit)
    .offset((params.page - 1) * params.limit)
    .as('page');
  const [rows, matching, [counts]] = await Promise.all([
    db
      .select({ user: users, profile: tutorProfiles })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
      .orderBy(...newestFirst),
    // Without a search the filter's size is one of the stat counts below: no second pass over every tutor.
    term ? db.select({ total: count() }).from(users).where(where).then(([row]) => row?.total ?? 0) : undefined,
    db
      .select({
        total: count(),
        verified: sql<number>`count(*) filter (where ${users.isVerified})`.mapWith(Number),
        today: sql<number>`count(*) filter (where ${todayCondition(start, end)})`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.userType, 'tutor')),
  ]);

  const total = counts?.total ?? 0;
  const verified = counts?.verified ?? 0;
  const today = counts?.today ?? 0;
  const ofFilter = { all: total, pending: total - verified, verified, today }[params.filter];
  return {
    tutors: await Promise.all(rows.map(({ user, profile }) => toAdminTutor(signer, user, profile, now))),
    total: matching ?? ofFilter,
    page: params.page,
    limit: params.limit,
    counts: { total, verified, pending: total - verified, today },
  };
}

async function findTutor(db: Database, id: string) {
  // Any id that is not a uuid names no tutor (a cast would throw).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db
    .select({ user: users, profile: tutorProfiles })
    .from(users)
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.userType, 'tutor')));
  return row;
}

const tutorNotFound = () => notFound('Tutor not found');

/** PUT /api/tutors/verify/{id}: approve (verified, documents verified) or reject (pending again). */
export async function verifyTutor(
  { db, clock, signer }: AdminTutorDeps,
  id: string,
  body: VerifyTutorBody | boolean,
  actor: Actor = SYSTEM_ACTOR,
): Promise<AdminTutorUpdated> {
  const { isApproved, reason, verificationFee } = typeof body === 'boolean' ? { isApproved: body } as VerifyTutorBody : body;
  const found = await findTutor(db, id);
  if (!found) throw tutorNotFound();
  const now = clock.now();
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ isVerified: isApproved, updatedAt: now }).where(eq(users.id, id));
      await tx.update(tutorProfiles).set({ documentsVerified: isApproved, updatedAt: now }).where(eq(tutorProfiles.userId, id));
      let feeId: string | null = null;
      if (isApproved) {
        // One verification fee per tutor: charged (due now) the first time, then paid or waived as sent.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
        const [existing] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.kind, 'verification'), eq(payments.tutorUserId, id)));
        feeId =
          existing?.id ??
          (
            await createFee(
              tx,
              {
                kind: 'verification',
                tutorUserId: id,
                tuitionId: null,
                amount: VERIFICATION_FEE_TAKA,
                tuitionStartDate: now,
                paymentDueDate: now,
              },
              actor,
              now,
              'Verification fee',
            )
          ).id;
        if (verificationFee && 'method' in verificationFee) {
          const [fee] = await tx.select({ balance: payments.balance }).from(payments).where(eq(payments.id, feeId));
          if ((fee?.balance ?? 0) > 0) {
            await applyLedgerAction(tx, feeId, { type: 'pay', ...verificationFee, note: 'Verification fee' }, actor, now);
          }
        } else if (verificationFee) {
          const [fee] = await tx.select({ balance: payments.balance }).from(payments).where(eq(payments.id, feeId));
          if ((fee?.balance ?? 0) > 0) {
            await applyLedgerAction(tx, feeId, { type: 'waive', note: verificationFee.waivedReason }, actor, now);
          }
        }
      }
      // The tutor hears it: a rejection every time (with its reason), a verification when it is news.
      if (!isApproved || !found.user.isVerified) await notifyMembers(tx, documentsReviewedEvents(id, isApproved, reason), now);
      await logActivity(tx, actor, {
        action: isApproved ? 'tutor.verify' : 'tutor.reject',
        recordType: 'tutor',
        recordId: id,
        changes: {
          isVerified: { before: found.user.isVerified, after: isApproved },
          ...(feeId ? { verificationFeeId: { before: null, after: feeId } } : {}),
          ...(verificationFee ? { verificationFee: { before: null, after: 'method' in verificationFee ? 'paid' : 'waived' } } : {}),
        },
        reason: reason ?? (verificationFee && 'waivedReason' in verificationFee ? verificationFee.waivedReason : null),
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LEDGER_MESSAGES.referenceUsed);
    throw error;
  }
  const row = await findTutor(db, id);
  if (!row) throw tutorNotFound();
  return {
    message: isApproved ? VERIFY_TUTOR_MESSAGES.approved : VERIFY_TUTOR_MESSAGES.rejected,
    tutor: await toAdminTutor(signer, row.user, row.profile, now),
  };
}

/** PUT /api/tutors/{id}/premium: sets the premium mark to the value sent. */
export async function setTutorPremium(
  { db, clock, signer }: AdminTutorDeps,
  id: string,
  isPremium: boolean,
  actor: Actor = SYSTEM_ACTOR,
): Promise<AdminTutorUpdated> {
  const found = await findTutor(db, id);
  if (!found) throw tutorNotFound();
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ isPremium, updatedAt: now }).where(eq(users.id, id));
    await logActivity(tx, actor, {
      action: 'tutor.premium',
      recordType: 'tutor',
      recordId: id,
      changes: { isPremium: { before: found.user.isPremium, after: isPremium } },
      at: now,
    });
  });
  const row = await findTutor(db, id);
  if (!row) throw tutorNotFound();
  return {
    message: isPremium ? TUTOR_PREMIUM_MESSAGES.enabled : TUTOR_PREMIUM_MESSAGES.disabled,
    tutor: await toAdminTutor(signer, row.user, row.profile, now),
  };
}
