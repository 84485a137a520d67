// SMS (issue 16, items 3 and 4): codes at registration and password reset, and member notifications of the kinds
// a member chose (users.sms_kinds). One provider adapter: an HTTP gateway of the kind Bangladeshi providers offer
// when SMS_URL is set, else one JSON file per SMS in DATA_DIR/sms-outbox (and a code printed in the log), as mail
// does with its outbox. Every SMS, sent or not, is logged in sms_messages, which the hourly limits read; a code is
// never stored (the logged text has it masked).
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { MEMBER_NOTIFICATION_KINDS, type MemberNotificationKind } from '../../src/shared/config/catalogue';
import type { UiLanguage } from '../../src/shared/i18n/namespaces';
import { toBanglaDigits } from '../../src/shared/lib/digits';
import type { Database, Executor } from '../db/database';
import { smsMessages, users, type OtpPurpose } from '../db/schema';
import { i18n } from '../../src/shared/i18n';
import { startServerI18n } from '../i18n';
import type { Clock } from './clock';
import { enqueueMany, type QueueHandler } from './queue';

export interface OutgoingSms {
  /** Normalised Bangladeshi mobile number, 01XXXXXXXXX. */
  to: string;
  text: string;
}

export type SmsGatewayKind = 'http' | 'outbox' | 'memory';

export interface SmsGateway {
  readonly kind: SmsGatewayKind;
  send(sms: OutgoingSms, at: Date): Promise<void>;
}

export interface MemorySmsGateway extends SmsGateway {
  readonly kind: 'memory';
  readonly sent: (OutgoingSms & { at: string })[];
}

export interface SmsGatewayOptions {
  url?: string | undefined;
  apiKey?: string | undefined;
  senderId?: string | undefined;
  method?: 'POST' | 'GET';
  outboxDir: string;
  fetch?: typeof fetch;
}

/** The number as gateways want it: 8801XXXXXXXXX. */
export const internationalNumber = (phone: string) => `88${phone}`;

/** The HTTP gateway when a URL is configured, otherwise JSON files in the SMS outbox. */
export function createSmsGateway(options: SmsGatewayOptions): SmsGateway {
  const { url } = options;
  if (url) {
    const send = options.fetch ?? fetch;
    return {
      kind: 'http',
      async send(sms) {
        const fields = new URLSearchParams({
          api_key: options.apiKey ?? '',
          senderid: options.senderId ?? '',
          number: internationalNumber(sms.to),
          message: sms.text,
        });
        const response =
          options.method === 'GET'
            ? await send(`${url}${url.includes('?') ? '&' : '?'}${fields.toString()}`, { signal: AbortSignal.timeout(15_000) })
            : await send(url, { method: 'POST', body: fields, signal: AbortSignal.timeout(15_000) });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      },
    };
  }
  return createOutboxSmsGateway(options.outboxDir);
}

let outboxSequence = 0;

/** `<ISO time>-<sequence>-<number>.json`: names sort by time, and the number finds a person's SMS. */
export function smsOutboxFileName(to: string, at: Date): string {
  outboxSequence = (outboxSequence + 1) % 10_000;
  return `${at.toISOString().replace(/:/g, '-')}-${String(outboxSequence).padStart(4, '0')}-${to.replace(/[^0-9+]/g, '_')}.json`;
}

export function createOutboxSmsGateway(outboxDir: string): SmsGateway {
  return {
    kind: 'outbox',
    async send(sms, at) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, smsOutboxFileName(sms.to, at));
      // Written aside and renamed: a process killed mid-write leaves no half SMS under the final name.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, `${JSON.stringify({ to: sms.to, text: sms.text, at: at.toISOString() }, null, 2)}\n`);
      await rename(partial, file);
    },
  };
}

/** Keeps SMS in memory (tests). */
export function createMemorySmsGateway(): MemorySmsGateway {
  const sent: (OutgoingSms & { at: string })[] = [];
  return {
    kind: 'memory',
    sent,
    async send(sms, at) {
      sent.push({ ...sms, at: at.toISOString() });
    },
  };
}

// ── Texts (the `sms` catalogue; each fits one SMS: 160 characters in English, 70 in Bangla).

export const SMS_LIMITS: Record<UiLanguage, number> = { en: 160, bn: 70 };

/** A text of the `sms` catalogue; numbers other than codes get the language's digits. */
export function smsText(language: UiLanguage, key: string, values: Record<string, string | number> = {}): string {
  startServerI18n();
  const local = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      name === 'code' || language === 'en' ? String(value) : toBanglaDigits(String(value)),
    ]),
  );
  return i18n.t(key, { ns: 'sms', lng: language, ...local });
}

export const CODE_SMS_KEYS: Record<OtpPurpose, string> = { registration: 'code.registration', reset: 'code.reset' };

// ── Sending with limits and the log.

export type SmsStatus = 'sent' | 'outbox' | 'failed' | 'limited';

export interface SmsLimits {
  perNumberPerHour: number;
  perMemberPerHour: number;
}

export interface SmsServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  gateway: SmsGateway;
  limits: SmsLimits;
}

const HOUR_MS = 60 * 60 * 1000;
/** Rows that count against a limit: SMS that went out (or would have). */
const COUNTED: SmsStatus[] = ['sent', 'outbox'];

export interface SendSmsInput {
  to: string;
  text: string;
  purpose: string;
  userId?: string | null;
  /** The text as logged (a code's SMS has its code masked). */
  loggedText?: string;
}

export function createSmsService({ db, clock, log, gateway, limits }: SmsServiceDeps) {
  async function overLimit(to: string, userId: string | null | undefined, now: Date): Promise<string | null> {
    const since = new Date(now.getTime() - HOUR_MS);
    const [byNumber] = await db
      .select({ n: count() })
      .from(smsMessages)
      .where(and(eq(smsMessages.toPhone, to), gt(smsMessages.createdAt, since), inArray(smsMessages.status, COUNTED)));
    if ((byNumber?.n ?? 0) >= limits.perNumberPerHour) return `per-number limit (${limits.perNumberPerHour}/hour)`;
    if (userId) {
      const [byMember] = await db
        .select({ n: count() })
        .from(smsMessages)
        .where(and(eq(smsMessages.userId, userId), gt(smsMessages.createdAt, since), inArray(smsMessages.status, COUNTED)));
      if ((byMember?.n ?? 0) >= limits.perMemberPerHour) return `per-member limit (${limits.perMemberPerHour}/hour)`;
    }
    return null;
  }

  /** Sends one SMS unless a limit refuses it; logs it either way. Never throws for a gateway failure. */
  async function send(input: SendSmsInput): Promise<SmsStatus> {
    const now = clock.now();
    const limited = await overLimit(input.to, input.userId, now);
    let status: SmsStatus;
    let detail: string | null = null;
    if (limited) {
      status = 'limited';
      detail = limited;
      log.warn({ to: input.to, purpose: input.purpose, detail }, 'SMS not sent: hourly limit');
    } else {
      try {
        await gateway.send({ to: input.to, text: input.text }, now);
        status = gateway.kind === 'http' ? 'sent' : 'outbox';
      } catch (error) {
        status = 'failed';
        detail = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
        log.error({ err: error, to: input.to, purpose: input.purpose }, 'SMS could not be sent');
      }
    }
    await db.insert(smsMessages).values({
      userId: input.userId ?? null,
      toPhone: input.to,
      purpose: input.purpose,
      text: input.loggedText ?? input.text,
      status,
      detail,
      createdAt: now,
    });
    return status;
  }

  return {
    gateway,
    send,
    /** A registration or reset code by SMS, in the member's language. The code is printed in the log without a gateway. */
    async sendCode(input: { to: string; purpose: OtpPurpose; code: string; minutes: number; language: UiLanguage; userId?: string | null }) {
      const key = CODE_SMS_KEYS[input.purpose];
      const text = smsText(input.language, key, { code: input.code, minutes: input.minutes });
      const status = await send({
        to: input.to,
        text,
        purpose: `otp_${input.purpose}`,
        userId: input.userId ?? null,
        loggedText: smsText(input.language, key, { code: '******', minutes: input.minutes }),
      });
      if (status === 'outbox') log.info({ to: input.to, purpose: input.purpose, otp: input.code }, `OTP for ${input.to}: ${input.code}`);
      return status;
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;

// ── Member notifications by SMS (called from notifyMembers, in the event's transaction; sent by the queue).

export const SMS_QUEUE = 'sms';

export interface SmsJobPayload {
  to: string;
  text: string;
  userId: string;
  kind: MemberNotificationKind;
}

/** The job number a notification is about ("SK-10234"), read from its title or message. */
function jobOf(event: { title: string; message: string }): string {
  return /\b[A-Z]{2}-\d+\b/.exec(`${event.title} ${event.message}`)?.[0] ?? '';
}

/**
 * Queues an SMS for each event whose member has a phone and chose the kind (users.sms_kinds), in the member's
 * language (users.language, else English). Written in the caller's transaction with the inbox row.
 */
export async function queueNotificationSms(
  tx: Executor,
  events: { userId: string; kind: MemberNotificationKind; title: string; message: string }[],
): Promise<number> {
  if (events.length === 0) return 0;
  const ids = [...new Set(events.map((event) => event.userId))];
  const people = await tx
    .select({ id: users.id, phone: users.phone, smsKinds: users.smsKinds, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(people.map((person) => [person.id, person]));
  const jobs: { payload: SmsJobPayload; options: { id: string } }[] = [];
  for (const event of events) {
    const person = byId.get(event.userId);
    if (!person?.phone || !person.smsKinds.includes(event.kind)) continue;
    const language: UiLanguage = person.language === 'bn' ? 'bn' : 'en';
    jobs.push({
      payload: {
        to: person.phone,
        text: smsText(language, `notification.${event.kind}`, { job: jobOf(event) }),
        userId: person.id,
        kind: event.kind,
      },
      options: { id: randomUUID() },
    });
  }
  await enqueueMany(tx, SMS_QUEUE, jobs);
  return jobs.length;
}

/** Sends a queued notification SMS (limits and the log apply; a limited or failed SMS is not retried). */
export function smsHandler(sms: SmsService): QueueHandler<SmsJobPayload> {
  return {
    concurrency: 5,
    async run({ payload }) {
      await sms.send({ to: payload.to, text: payload.text, purpose: payload.kind, userId: payload.userId });
    },
  };
}

// ── The member's SMS choices (users.sms_kinds), beside the e-mail switches of the notification settings.

export function smsPreferencesOf(smsKinds: readonly string[]): Record<MemberNotificationKind, boolean> {
  return Object.fromEntries(MEMBER_NOTIFICATION_KINDS.map((kind) => [kind, smsKinds.includes(kind)])) as Record<
    MemberNotificationKind,
    boolean
  >;
}

export async function readSmsPreferences(db: Executor, userId: string): Promise<Record<MemberNotificationKind, boolean>> {
  const [row] = await db.select({ smsKinds: users.smsKinds }).from(users).where(eq(users.id, userId));
  return smsPreferencesOf(row?.smsKinds ?? []);
}

/** Switches the given kinds' SMS on (true) or off (false); kinds not sent keep their setting. */
export async function updateSmsPreferences(
  db: Database,
  userId: string,
  changes: Partial<Record<MemberNotificationKind, boolean>>,
  at: Date,
): Promise<Record<MemberNotificationKind, boolean>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ smsKinds: users.smsKinds }).from(users).where(eq(users.id, userId)).for('update');
    const on = new Set(row?.smsKinds ?? []);
    for (const [kind, wanted] of Object.entries(changes)) {
      if (wanted === undefined) continue;
      if (wanted) on.add(kind);
      else on.delete(kind);
    }
    const smsKinds = MEMBER_NOTIFICATION_KINDS.filter((kind) => on.has(kind));
    await tx.update(users).set({ smsKinds, updatedAt: at }).where(eq(users.id, userId));
    return smsPreferencesOf(smsKinds);
  });
}
