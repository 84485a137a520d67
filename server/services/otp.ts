import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { otps, type OtpPurpose, type OtpRow } from '../db/schema';
import { badRequest, tooManyRequests } from '../errors';
import { MINUTE } from './clock';
import { hashOtp, newOtpCode, safeEqualHex } from './secrets';

export const OTP_TTL_MS = 10 * MINUTE;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_INTERVAL_MS = MINUTE;

/** What a code's mail answer tells the screen: how long until Resend and how long the code lives. */
export const otpTimings = {
  resendAfterSeconds: OTP_RESEND_INTERVAL_MS / 1000,
  expiresInSeconds: OTP_TTL_MS / 1000,
};

export const otpMessages = {
  missing: 'No verification code was requested for this email address. Please request a new code.',
  used: 'This verification code has already been used. Please request a new code.',
  expired: 'This verification code has expired. Please request a new code.',
  locked: 'Too many wrong codes. Please request a new code.',
  notVerified: 'Please verify the code sent to your email first.',
  wrong: (triesLeft: number) =>
    triesLeft > 0
      ? `Invalid OTP. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
      : 'Invalid OTP. Too many wrong codes: please request a new code.',
  resendTooSoon: (seconds: number) =>
    `A code was sent less than a minute ago. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new one.`,
};

async function findOtp(db: Executor, email: string, purpose: OtpPurpose): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.email, email), eq(otps.purpose, purpose)))
    .limit(1);
  return row;
}

/**
 * Makes a new code for the address, replacing any earlier one, unless one was sent less than a minute ago
 * (429). Returns the plain code for the mail; only its hash is stored.
 */
export async function issueOtp(db: Executor, email: string, purpose: OtpPurpose, now: Date): Promise<string> {
  const code = newOtpCode();
  const fresh = {
    codeHash: hashOtp(email, purpose, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    attempts: 0,
    lastSentAt: now,
    verifiedAt: null,
    consumedAt: null,
    createdAt: now,
  };
  const resendAfter = new Date(now.getTime() - OTP_RESEND_INTERVAL_MS);
  // One statement, so two quick requests cannot both pass the once-a-minute rule.
  const issued = await db
    .insert(otps)
    .values({ email, purpose, ...fresh })
    .onConflictDoUpdate({
      target: [otps.email, otps.purpose],
      set: fresh,
      setWhere: sql`${otps.lastSentAt} <= ${resendAfter.toISOString()}::timestamptz`,
    })
    .returning({ id: otps.id });
  if (issued.length === 0) {
    const current = await findOtp(db, email, purpose);
    const waitMs = current ? current.lastSentAt.getTime() + OTP_RESEND_INTERVAL_MS - now.getTime() : OTP_RESEND_INTERVAL_MS;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw tooManyRequests(otpMessages.resendTooSoon(seconds), seconds);
  }
  return code;
}

/** Forgets a code whose mail could not be sent, so the person may ask again at once. */
export async function withdrawOtp(db: Executor, email: string, purpose: OtpPurpose): Promise<void> {
  await db.delete(otps).where(and(eq(otps.email, email), eq(otps.purpose, purpose), isNull(otps.verifiedAt)));
}

/**
 * Checks a code. Every check uses up one of the five tries before comparing (in one statement), so parallel
 * guesses cannot get past the limit; a right code gives its try back. The first right code marks the OTP
 * verified and gives the next step ten more minutes; later checks of a verified code keep its expiry.
 */
export async function verifyOtp(
  db: Executor,
  email: string,
  purpose: OtpPurpose,
  code: string,
  now: Date,
): Promise<OtpRow> {
  const [claimed] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(
      and(
        eq(otps.email, email),
        eq(otps.purpose, purpose),
        isNull(otps.consumedAt),
        gt(otps.expiresAt, now),
        lt(otps.attempts, OTP_MAX_WRONG_TRIES),
      ),
    )
    .returning();

  if (!claimed) {
    const current = await findOtp(db, email, purpose);
    if (!current) throw badRequest(otpMessages.missing, { expired: true });
    if (current.consumedAt) throw badRequest(otpMessages.used, { expired: true });
    if (current.attempts >= OTP_MAX_WRONG_TRIES) throw badRequest(otpMessages.locked, { triesLeft: 0 });
    throw badRequest(otpMessages.expired, { expired: true });
  }

  if (!safeEqualHex(claimed.codeHash, hashOtp(email, purpose, code))) {
    const triesLeft = Math.max(0, OTP_MAX_WRONG_TRIES - claimed.attempts);
    throw badRequest(otpMessages.wrong(triesLeft), { triesLeft });
  }

  const [verified] = await db
    .update(otps)
    .set({
      attempts: sql`greatest(${otps.attempts} - 1, 0)`,
      verifiedAt: sql`coalesce(${otps.verifiedAt}, ${now.toISOString()}::timestamptz)`,
      // Only the first right check gives the next step its ten minutes: checking a verified code again
      // (or resetting with it) never moves its expiry.
      expiresAt: sql`case when ${otps.verifiedAt} is null then ${new Date(now.getTime() + OTP_TTL_MS).toISOString()}::timestamptz else ${otps.expiresAt} end`,
    })
    .where(eq(otps.id, claimed.id))
    .returning();
  return verified!;
}

/** The verified, unused, unexpired OTP of an address, or a 400 saying what is missing. */
export async function requireVerifiedOtp(db: Executor, email: string, purpose: OtpPurpose, now: Date): Promise<OtpRow> {
  const current = await findOtp(db, email, purpose);
  if (!current) throw badRequest(otpMessages.missing, { expired: true });
  if (current.consumedAt) throw badRequest(otpMessages.used, { expired: true });
  if (!current.verifiedAt) throw badRequest(otpMessages.notVerified);
  if (current.expiresAt.getTime() <= now.getTime()) throw badRequest(otpMessages.expired, { expired: true });
  return current;
}

/** Marks the OTP used; false when another request used it first. */
export async function consumeOtp(db: Executor, otpId: string, now: Date): Promise<boolean> {
  const consumed = await db
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.id, otpId), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  return consumed.length === 1;
}
