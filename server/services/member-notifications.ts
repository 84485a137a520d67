// A member's inbox and e-mail for what happens to them (issue 12, item 3). Every event is written by the service
// that causes it, in ITS transaction: the inbox row and (unless the member switched that kind off) the mail job
// commit with the change or not at all. The mail is rendered here, at enqueue, with a Message-ID made of the job's
// id: the queue's retries send the very same mail (server/services/queue.ts).
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import {
  MEMBER_NOTIFICATION_LINKS,
  MEMBER_NOTIFICATION_PAGE_SIZE,
  type MemberNotification,
  type MemberNotificationPage,
  type NotificationPreferences,
} from '../../src/shared/api/contract';
import { MEMBER_NOTIFICATION_KINDS, type MemberNotificationKind } from '../../src/shared/config/catalogue';
import { i18n, type UiLanguage } from '../../src/shared/i18n';
import { DHAKA_TIME_ZONE, formatDate, formatMoney, formatNumber } from '../../src/shared/lib/format';
import { formatJobNumber } from '../../src/shared/lib/job-number';
import type { Database, Executor } from '../db/database';
import { mailText as words, memberLanguage, serverLocale } from '../i18n';
import {
  memberNotifications,
  users,
  type MemberNotificationRow,
  type NewMemberNotificationRow,
  type PaymentRow,
  type TuitionRow,
} from '../db/schema';
import { enqueueMany } from './queue';
import { queueNotificationSms } from './sms';

/** The queue of member mails; its payload is a rendered mail (MailJobPayload). */
export const MAIL_QUEUE = 'mail';

export interface MailJobPayload {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  /** ISO time of the event: the mail's Date header and outbox file name, the same on every retry. */
  date: string;
  notificationId: string;
}

export interface MemberEvent {
  userId: string;
  kind: MemberNotificationKind;
  /** The inbox line's title, e.g. "Selected for SK-10234". */
  title: string;
  message: string;
  /** A client path where the member sees it. */
  link?: string | null;
  /** The e-mail; without it the mail is the title and message. */
  mail?: { subject: string; text: string };
  /**
   * The same words in another language (issue 16): the inbox row and the mail are written in the member's language
   * (users.language) when they are created; `title`, `message` and `mail` are the English ones.
   */
  inLanguage?: (language: UiLanguage) => EventWords;
}

/** What a member reads of an event: the inbox line and the mail. */
export interface EventWords {
  title: string;
  message: string;
  mail?: { subject: string; text: string };
}

/** An event written from the `mails` catalogue: its English words, and its words in any language. */
function event(
  base: { userId: string; kind: MemberNotificationKind; link?: string | null },
  write: (language: UiLanguage) => EventWords,
): MemberEvent {
  return { ...base, ...write('en'), inLanguage: write };
}

export interface NotifiedMember {
  notificationId: string;
  userId: string;
  /** The mail job's id (its Message-ID's local part), or null when no mail was queued (opted out, no address). */
  mailJobId: string | null;
}

/** Where mails link to (PUBLIC_URL); buildApp sets it from the configuration. */
let publicUrl = 'http://localhost:3000';
export function setMailPublicUrl(url: string): void {
  publicUrl = url.replace(/\/+$/, '');
}


export const messageIdOf = (jobId: string) => `<${jobId}@shikhon.local>`;

function mailText(language: UiLanguage, name: string, event: MemberEvent, body: string): string {
  const lines = [words(language, 'notification.hello', { name }), '', body];
  if (event.link) lines.push('', words(language, 'notification.open', { url: `${publicUrl}${event.link}` }));
  lines.push(
    '',
    words(language, 'notification.why', {
      kind: words(language, `notification.kinds.${event.kind}`),
      url: `${publicUrl}${MEMBER_NOTIFICATION_LINKS.settings}`,
    }),
    '',
    words(language, 'notification.signature'),
  );
  return lines.join('\n');
}

/**
 * Writes each event's inbox row and queues its mail in the caller's transaction. No mail is queued for a kind in
 * the member's mailOptOut, or for an account without an e-mail address; the inbox row is written either way.
 * Events for accounts that no longer exist are skipped.
 */
export async function notifyMembers(tx: Executor, events: MemberEvent[], at: Date = new Date()): Promise<NotifiedMember[]> {
  if (events.length === 0) return [];
  const ids = [...new Set(events.map((event) => event.userId))];
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email, mailOptOut: users.mailOptOut, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(people.map((person) => [person.id, person]));
  const out: NotifiedMember[] = [];
  const rows: NewMemberNotificationRow[] = [];
  const mails: { payload: MailJobPayload; options: { id: string } }[] = [];
  for (const event of events) {
    const person = byId.get(event.userId);
    if (!person) continue;
    const notificationId = randomUUID();
    // The member's language when the row and the mail are written (English unless the account chose another).
    const language = memberLanguage(person.language);
    const said: EventWords = language !== 'en' && event.inLanguage ? event.inLanguage(language) : event;
    rows.push({
      id: notificationId,
      userId: event.userId,
      kind: event.kind,
      title: said.title,
      message: said.message,
      link: event.link ?? null,
      createdAt: at,
    });
    let mailJobId: string | null = null;
    if (person.email && !person.mailOptOut.includes(event.kind)) {
      mailJobId = randomUUID();
      mails.push({
        payload: {
          to: person.email,
          subject: said.mail?.subject ?? words(language, 'notification.subject', { title: said.title }),
          text: mailText(language, person.name, event, said.mail?.text ?? said.message),
          messageId: messageIdOf(mailJobId),
          date: at.toISOString(),
          notificationId,
        },
        options: { id: mailJobId },
      });
    }
    out.push({ notificationId, userId: event.userId, mailJobId });
  }
  if (rows.length > 0) await tx.insert(memberNotifications).values(rows);
  await enqueueMany(tx, MAIL_QUEUE, mails);
  // The kinds a member chose by SMS (users.sms_kinds) go by SMS too (server/services/sms.ts).
  await queueNotificationSms(tx, events.filter((event) => byId.has(event.userId)));
  return out;
}

// ── The events, each in its own words (the `mails` catalogue). Services call these in the transaction of the change.

type JobFacts = Pick<TuitionRow, 'id' | 'jobNumber' | 'classLevel' | 'district' | 'area' | 'category'>;

/** A catalogue value (class, district…) as read in a language: its Bangla label, or itself. */
function catalogueLabel(group: string, value: string, language: UiLanguage): string {
  return language === 'en' ? value : i18n.t(`${group}.${value}`, { ns: 'catalogue', lng: language, defaultValue: value });
}

/** "SK-10234 (Class 8, Mirpur, Dhaka)"; in Bangla the class and district are Bangla. */
export function jobLabel(job: JobFacts, language: UiLanguage = 'en'): string {
  const district = job.district ? catalogueLabel('district', job.district, language) : job.district;
  const place = [job.area, district].filter(Boolean).join(', ');
  const classLevel = job.classLevel ? catalogueLabel('class', job.classLevel, language) : job.classLevel;
  const details = [classLevel, place].filter(Boolean).join(', ');
  return words(language, 'job.label', { number: formatJobNumber(job.jobNumber), details });
}

/** A tutor applied: the guardian the job is for (jobs without an account are the team's alone). */
export function applicationReceivedEvents(job: JobFacts & Pick<TuitionRow, 'studentUserId'>, tutorName: string): MemberEvent[] {
  if (!job.studentUserId) return [];
  const number = formatJobNumber(job.jobNumber);
  return [
    event({ userId: job.studentUserId, kind: 'application_received', link: MEMBER_NOTIFICATION_LINKS.requests }, (language) => {
      const values = { number, tutor: tutorName, job: jobLabel(job, language) };
      return {
        title: words(language, 'applicationReceived.title', values),
        message: words(language, 'applicationReceived.message', values),
        mail: {
          subject: words(language, 'applicationReceived.subject', values),
          text: words(language, 'applicationReceived.text', values),
        },
      };
    }),
  ];
}

/** The words of one job event (`selected`, `notSelected`, `shortlisted`, `requestPublished`). */
const jobWords = (group: string, job: JobFacts) => (language: UiLanguage): EventWords => {
  const values = { number: formatJobNumber(job.jobNumber), job: jobLabel(job, language) };
  return {
    title: words(language, `${group}.title`, values),
    message: words(language, `${group}.message`, values),
    mail: { subject: words(language, `${group}.subject`, values), text: words(language, `${group}.text`, values) },
  };
};

/** The tutor was selected (confirmed) for a job, and every other applicant was not. */
export function selectionEvents(job: JobFacts, selectedTutorId: string, otherTutorIds: string[]): MemberEvent[] {
  const selected = event({ userId: selectedTutorId, kind: 'selected', link: MEMBER_NOTIFICATION_LINKS.tuitions }, jobWords('selected', job));
  const others = [...new Set(otherTutorIds)].filter((id) => id !== selectedTutorId);
  return [
    selected,
    ...others.map((userId) =>
      event({ userId, kind: 'not_selected', link: MEMBER_NOTIFICATION_LINKS.applications }, jobWords('notSelected', job)),
    ),
  ];
}

/** Staff put tutors on a guardian's shortlist: each tutor hears it. */
export function shortlistedEvents(job: JobFacts, tutorIds: string[]): MemberEvent[] {
  return [...new Set(tutorIds)].map((userId) =>
    event({ userId, kind: 'shortlisted', link: MEMBER_NOTIFICATION_LINKS.applications }, jobWords('shortlisted', job)),
  );
}

/** The shortlist is ready for the guardian to see and pick from. */
export function shortlistReadyEvents(job: JobFacts, guardianUserId: string | null | undefined, size: number): MemberEvent[] {
  if (!guardianUserId) return [];
  return [
    event({ userId: guardianUserId, kind: 'shortlist_ready', link: MEMBER_NOTIFICATION_LINKS.requests }, (language) => {
      const values = {
        number: formatJobNumber(job.jobNumber),
        job: jobLabel(job, language),
        count: size,
        size: formatNumber(size, { locale: serverLocale(language) }),
      };
      return {
        title: words(language, 'shortlistReady.title', values),
        message: words(language, 'shortlistReady.message', values),
        mail: { subject: words(language, 'shortlistReady.subject', values), text: words(language, 'shortlistReady.text', values) },
      };
    }),
  ];
}

/** The guardian's request was approved and published as a job. */
export function requestPublishedEvents(job: JobFacts & Pick<TuitionRow, 'studentUserId'>): MemberEvent[] {
  if (!job.studentUserId) return [];
  return [
    event(
      { userId: job.studentUserId, kind: 'request_published', link: MEMBER_NOTIFICATION_LINKS.requests },
      jobWords('requestPublished', job),
    ),
  ];
}

/** The guardian's request (or its job) was closed, with the reason. */
export function requestClosedEvents(
  guardianUserId: string | null | undefined,
  input: { jobNumber?: number | null; classLevel?: string | null; reason?: string | null },
): MemberEvent[] {
  if (!guardianUserId) return [];
  const number = formatJobNumber(input.jobNumber);
  const reason = input.reason?.trim();
  return [
    event({ userId: guardianUserId, kind: 'request_closed', link: MEMBER_NOTIFICATION_LINKS.requests }, (language) => {
      const what = number
        ? words(language, 'requestClosed.whatNumber', { number })
        : input.classLevel
          ? words(language, 'requestClosed.whatClass', { classLevel: catalogueLabel('class', input.classLevel, language) })
          : words(language, 'requestClosed.what');
      const values = { what, reason };
      return {
        title: words(language, 'requestClosed.title', values),
        message: words(language, reason ? 'requestClosed.messageReason' : 'requestClosed.message', values),
        mail: {
          subject: words(language, 'requestClosed.subject', values),
          text: words(language, reason ? 'requestClosed.textReason' : 'requestClosed.text', values),
        },
      };
    }),
  ];
}

/** A tutor's documents were verified, or rejected with the reason. */
export function documentsReviewedEvents(tutorId: string, approved: boolean, reason?: string | null): MemberEvent[] {
  const why = reason?.trim();
  if (approved) {
    return [
      event({ userId: tutorId, kind: 'documents_verified', link: MEMBER_NOTIFICATION_LINKS.profile }, (language) => ({
        title: words(language, 'documentsVerified.title'),
        message: words(language, 'documentsVerified.message'),
        mail: { subject: words(language, 'documentsVerified.subject'), text: words(language, 'documentsVerified.text') },
      })),
    ];
  }
  return [
    event({ userId: tutorId, kind: 'documents_rejected', link: MEMBER_NOTIFICATION_LINKS.profile }, (language) => ({
      title: words(language, 'documentsRejected.title'),
      message: words(language, why ? 'documentsRejected.messageReason' : 'documentsRejected.message', { reason: why }),
      mail: {
        subject: words(language, 'documentsRejected.subject'),
        text: words(language, why ? 'documentsRejected.textReason' : 'documentsRejected.text', { reason: why }),
      },
    })),
  ];
}

export type FeeReminderKind = 'fee_due_soon' | 'fee_overdue';
/**
 * The reminders a fee gets: 3 days before, on the due date, and overdue. The due-date one is told as a `fee_due_soon`
 * notification (the same switch in the member's settings; the kinds are a database enum), worded "due today".
 */
export type FeeReminder = FeeReminderKind | 'fee_due_today';

// The one money and date format of every screen and mail (src/shared/lib/format), dates in Bangladesh time, in the
// member's language (bn-BD's digits and month names in Bangla).
const taka = (amount: number, language: UiLanguage) => formatMoney(amount, { locale: serverLocale(language) });
const day = (date: Date, language: UiLanguage) => formatDate(date, '', { timeZone: DHAKA_TIME_ZONE, locale: serverLocale(language) });

const FEE_REMINDER_WORDS: Record<FeeReminder, string> = {
  fee_due_soon: 'fee.dueSoon',
  fee_due_today: 'fee.dueToday',
  fee_overdue: 'fee.overdue',
};

/** A fee falls due in 3 days, falls due today, or is overdue. */
export function feeReminderEvents(
  fee: Pick<PaymentRow, 'tutorUserId' | 'balance' | 'paymentDueDate' | 'kind'>,
  reminder: FeeReminder,
  job?: JobFacts | null,
): MemberEvent[] {
  if (!fee.tutorUserId || !fee.paymentDueDate) return [];
  const dueDate = fee.paymentDueDate;
  const kind: FeeReminderKind = reminder === 'fee_overdue' ? 'fee_overdue' : 'fee_due_soon';
  const group = FEE_REMINDER_WORDS[reminder];
  return [
    event({ userId: fee.tutorUserId, kind, link: MEMBER_NOTIFICATION_LINKS.tuitions }, (language) => {
      const what =
        fee.kind === 'verification'
          ? words(language, 'fee.verification')
          : job
            ? words(language, 'fee.mediaFor', { number: formatJobNumber(job.jobNumber) })
            : words(language, 'fee.media');
      const values = { what, due: day(dueDate, language), amount: taka(fee.balance, language), how: words(language, 'fee.how') };
      const message = words(language, `${group}.message`, values);
      return {
        title: words(language, `${group}.title`, values),
        message,
        mail: { subject: words(language, `${group}.subject`, values), text: message },
      };
    }),
  ];
}

// ── The inbox and preferences (routes in server/routes/member-notifications.ts)

function toDto(row: MemberNotificationRow): MemberNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    link: row.link,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberNotifications)
    .where(and(eq(memberNotifications.userId, userId), isNull(memberNotifications.readAt)));
  return row?.n ?? 0;
}

/** The member's notifications, newest first, a page at a time (`unread` narrows to unread ones). */
export async function listMemberNotifications(
  db: Database,
  userId: string,
  query: { page?: number; limit?: number; unread?: boolean },
): Promise<MemberNotificationPage> {
  const limit = query.limit ?? MEMBER_NOTIFICATION_PAGE_SIZE;
  const page = query.page ?? 1;
  const where = and(eq(memberNotifications.userId, userId), query.unread ? isNull(memberNotifications.readAt) : undefined);
  const rows = await db
    .select()
    .from(memberNotifications)
    .where(where)
    .orderBy(desc(memberNotifications.createdAt), desc(memberNotifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(memberNotifications).where(where);
  return {
    notifications: rows.map(toDto),
    total: total?.n ?? 0,
    page,
    limit,
    unreadCount: await unreadCount(db, userId),
  };
}

/** Marks one of the member's notifications read; false when it is not theirs (or does not exist). */
export async function markNotificationRead(db: Database, userId: string, id: string, at: Date): Promise<MemberNotification | null> {
  const [row] = await db
    .update(memberNotifications)
    .set({ readAt: at })
    .where(and(eq(memberNotifications.id, id), eq(memberNotifications.userId, userId), isNull(memberNotifications.readAt)))
    .returning();
  if (row) return toDto(row);
  // Already read: answer it as it is.
  const [existing] = await db
    .select()
    .from(memberNotifications)
    .where(and(eq(memberNotifications.id, id), eq(memberNotifications.userId, userId)));
  return existing ? toDto(existing) : null;
}

export async function markAllNotificationsRead(db: Database, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(memberNotifications)
    .set({ readAt: at })
    .where(
      and(
        eq(memberNotifications.userId, userId),
        isNull(memberNotifications.readAt),
        // Only what the member could have seen: nothing that arrives while the request is in flight.
        or(lt(memberNotifications.createdAt, at), eq(memberNotifications.createdAt, at)),
      ),
    )
    .returning({ id: memberNotifications.id });
  return rows.length;
}

export function preferencesOf(mailOptOut: readonly string[]): NotificationPreferences {
  return Object.fromEntries(MEMBER_NOTIFICATION_KINDS.map((kind) => [kind, !mailOptOut.includes(kind)])) as NotificationPreferences;
}

export async function readPreferences(db: Database, userId: string): Promise<NotificationPreferences> {
  const [row] = await db.select({ mailOptOut: users.mailOptOut }).from(users).where(eq(users.id, userId));
  return preferencesOf(row?.mailOptOut ?? []);
}

/** Switches the given kinds' mails on (true) or off (false); kinds not sent keep their setting. */
export async function updatePreferences(
  db: Database,
  userId: string,
  changes: Partial<NotificationPreferences>,
  at: Date,
): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ mailOptOut: users.mailOptOut }).from(users).where(eq(users.id, userId)).for('update');
    const off = new Set(row?.mailOptOut ?? []);
    for (const [kind, on] of Object.entries(changes)) {
      if (on === undefined) continue;
      if (on) off.delete(kind);
      else off.add(kind);
    }
    const mailOptOut = MEMBER_NOTIFICATION_KINDS.filter((kind) => off.has(kind));
    await tx.update(users).set({ mailOptOut, updatedAt: at }).where(eq(users.id, userId));
    return preferencesOf(mailOptOut);
  });
}
