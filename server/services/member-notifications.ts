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
import {
  MEMBER_NOTIFICATION_KIND_LABELS,
  MEMBER_NOTIFICATION_KINDS,
  type MemberNotificationKind,
} from '../../src/shared/config/catalogue';
import { DHAKA_TIME_ZONE, formatDate, formatMoney } from '../../src/shared/lib/format';
import { formatJobNumber } from '../../src/shared/lib/job-number';
import type { Database, Executor } from '../db/database';
import {
  memberNotifications,
  users,
  type MemberNotificationRow,
  type NewMemberNotificationRow,
  type PaymentRow,
  type TuitionRow,
} from '../db/schema';
import { enqueueMany } from './queue';

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

function mailText(name: string, event: MemberEvent, body: string): string {
  const lines = [`Hello ${name},`, '', body];
  if (event.link) lines.push('', `Open it on Shikhon: ${publicUrl}${event.link}`);
  lines.push(
    '',
    `You get this e-mail because "${MEMBER_NOTIFICATION_KIND_LABELS[event.kind].label}" is switched on in your notification settings: ${publicUrl}${MEMBER_NOTIFICATION_LINKS.settings}`,
    '',
    'Shikhon',
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
    .select({ id: users.id, name: users.name, email: users.email, mailOptOut: users.mailOptOut })
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
    rows.push({
      id: notificationId,
      userId: event.userId,
      kind: event.kind,
      title: event.title,
      message: event.message,
      link: event.link ?? null,
      createdAt: at,
    });
    let mailJobId: string | null = null;
    if (person.email && !person.mailOptOut.includes(event.kind)) {
      mailJobId = randomUUID();
      mails.push({
        payload: {
          to: person.email,
          subject: event.mail?.subject ?? `Shikhon: ${event.title}`,
          text: mailText(person.name, event, event.mail?.text ?? event.message),
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
  return out;
}

// ── The events, each in its own words. Services call these in the transaction of the change.

type JobFacts = Pick<TuitionRow, 'id' | 'jobNumber' | 'classLevel' | 'district' | 'area' | 'category'>;

/** "SK-10234 (Class 8, Mirpur, Dhaka)". */
export function jobLabel(job: JobFacts): string {
  const place = [job.area, job.district].filter(Boolean).join(', ');
  return `${formatJobNumber(job.jobNumber)} (${[job.classLevel, place].filter(Boolean).join(', ')})`;
}

/** A tutor applied: the guardian the job is for (jobs without an account are the team's alone). */
export function applicationReceivedEvents(job: JobFacts & Pick<TuitionRow, 'studentUserId'>, tutorName: string): MemberEvent[] {
  if (!job.studentUserId) return [];
  const number = formatJobNumber(job.jobNumber);
  return [
    {
      userId: job.studentUserId,
      kind: 'application_received',
      title: `New application for ${number}`,
      message: `${tutorName} applied to your tuition ${jobLabel(job)}. The Shikhon team reviews the applicants and shortlists the best for you.`,
      link: MEMBER_NOTIFICATION_LINKS.requests,
      mail: {
        subject: `New application for your tuition ${number}`,
        text: `${tutorName} applied to your tuition ${jobLabel(job)}.\nThe Shikhon team reviews the applicants and shortlists the best for you.`,
      },
    },
  ];
}

/** The tutor was selected (confirmed) for a job, and every other applicant was not. */
export function selectionEvents(job: JobFacts, selectedTutorId: string, otherTutorIds: string[]): MemberEvent[] {
  const number = formatJobNumber(job.jobNumber);
  const selected: MemberEvent = {
    userId: selectedTutorId,
    kind: 'selected',
    title: `Selected for ${number}`,
    message: `You have been selected for the tuition ${jobLabel(job)}. The guardian's contact and the media fee are under My Tuitions.`,
    link: MEMBER_NOTIFICATION_LINKS.tuitions,
    mail: {
      subject: `Selected: tuition ${number}`,
      text: [
        `Congratulations! You have been selected for the tuition ${jobLabel(job)}.`,
        '',
        "The guardian's name and phone number, the agreed salary, the start date and the media fee (amount, due date and how to pay) are under My Tuitions.",
      ].join('\n'),
    },
  };
  const others = [...new Set(otherTutorIds)].filter((id) => id !== selectedTutorId);
  return [
    selected,
    ...others.map(
      (userId): MemberEvent => ({
        userId,
        kind: 'not_selected',
        title: `Not selected for ${number}`,
        message: `Another tutor was selected for the tuition ${jobLabel(job)}. Thank you for applying; new jobs are on the board every day.`,
        link: MEMBER_NOTIFICATION_LINKS.applications,
        mail: {
          subject: `Not selected: tuition ${number}`,
          text: [
            `Another tutor was selected for the tuition ${jobLabel(job)}.`,
            '',
            'Thank you for applying. New tuition jobs are posted every day: a complete, verified profile ranks first.',
          ].join('\n'),
        },
      }),
    ),
  ];
}

/** Staff put tutors on a guardian's shortlist: each tutor hears it. */
export function shortlistedEvents(job: JobFacts, tutorIds: string[]): MemberEvent[] {
  const number = formatJobNumber(job.jobNumber);
  return [...new Set(tutorIds)].map((userId) => ({
    userId,
    kind: 'shortlisted',
    title: `Shortlisted for ${number}`,
    message: `You are on the guardian's shortlist for the tuition ${jobLabel(job)}. The guardian may ask for a trial class.`,
    link: MEMBER_NOTIFICATION_LINKS.applications,
    mail: {
      subject: `Shortlisted: tuition ${number}`,
      text: `You are on the guardian's shortlist for the tuition ${jobLabel(job)}.\nThe guardian sees your profile and CV and may pick you for a trial class; we will tell you.`,
    },
  }));
}

/** The shortlist is ready for the guardian to see and pick from. */
export function shortlistReadyEvents(job: JobFacts, guardianUserId: string | null | undefined, size: number): MemberEvent[] {
  if (!guardianUserId) return [];
  const number = formatJobNumber(job.jobNumber);
  return [
    {
      userId: guardianUserId,
      kind: 'shortlist_ready',
      title: `Your shortlist for ${number} is ready`,
      message: `${size} tutor${size === 1 ? '' : 's'} shortlisted for ${jobLabel(job)}. See their profiles and pick one, or ask for more.`,
      link: MEMBER_NOTIFICATION_LINKS.requests,
      mail: {
        subject: `Your shortlist for ${number} is ready`,
        text: `We have shortlisted ${size} tutor${size === 1 ? '' : 's'} for your tuition ${jobLabel(job)}.\nSee their profiles and CVs, then pick one for a trial class or ask for more.`,
      },
    },
  ];
}

/** The guardian's request was approved and published as a job. */
export function requestPublishedEvents(job: JobFacts & Pick<TuitionRow, 'studentUserId'>): MemberEvent[] {
  if (!job.studentUserId) return [];
  const number = formatJobNumber(job.jobNumber);
  return [
    {
      userId: job.studentUserId,
      kind: 'request_published',
      title: `Your request is published as ${number}`,
      message: `Your tutor request is published on the job board as ${jobLabel(job)}. Tutors can apply now.`,
      link: MEMBER_NOTIFICATION_LINKS.requests,
      mail: {
        subject: `Your request is published: ${number}`,
        text: `Your tutor request is published on the job board as ${jobLabel(job)}.\nTutors can apply now; we will tell you when the shortlist is ready.`,
      },
    },
  ];
}

/** The guardian's request (or its job) was closed, with the reason. */
export function requestClosedEvents(
  guardianUserId: string | null | undefined,
  input: { jobNumber?: number | null; classLevel?: string | null; reason?: string | null },
): MemberEvent[] {
  if (!guardianUserId) return [];
  const number = formatJobNumber(input.jobNumber);
  const what = number ? `Your request ${number}` : `Your tutor request${input.classLevel ? ` for ${input.classLevel}` : ''}`;
  const reason = input.reason?.trim();
  return [
    {
      userId: guardianUserId,
      kind: 'request_closed',
      title: `${what} was closed`,
      message: `${what} was closed.${reason ? ` Reason: ${reason}` : ''}`,
      link: MEMBER_NOTIFICATION_LINKS.requests,
      mail: {
        subject: `${what} was closed`,
        text: `${what} was closed.${reason ? `\nReason: ${reason}` : ''}\n\nYou can post a new request at any time.`,
      },
    },
  ];
}

/** A tutor's documents were verified, or rejected with the reason. */
export function documentsReviewedEvents(tutorId: string, approved: boolean, reason?: string | null): MemberEvent[] {
  const why = reason?.trim();
  if (approved) {
    return [
      {
        userId: tutorId,
        kind: 'documents_verified',
        title: 'Your documents are verified',
        message: 'Your documents are verified: your profile now shows as verified and ranks higher.',
        link: MEMBER_NOTIFICATION_LINKS.profile,
        mail: {
          subject: 'Your documents are verified',
          text: 'Your documents are verified: your profile now shows as verified and ranks higher in Find tutors.',
        },
      },
    ];
  }
  return [
    {
      userId: tutorId,
      kind: 'documents_rejected',
      title: 'Your documents were not accepted',
      message: `Your documents were not accepted.${why ? ` Reason: ${why}` : ''} Please upload them again.`,
      link: MEMBER_NOTIFICATION_LINKS.profile,
      mail: {
        subject: 'Your documents were not accepted',
        text: `Your documents were not accepted.${why ? `\nReason: ${why}` : ''}\n\nPlease upload clear copies again from your profile.`,
      },
    },
  ];
}

export type FeeReminderKind = 'fee_due_soon' | 'fee_overdue';
/**
 * The reminders a fee gets: 3 days before, on the due date, and overdue. The due-date one is told as a `fee_due_soon`
 * notification (the same switch in the member's settings; the kinds are a database enum), worded "due today".
 */
export type FeeReminder = FeeReminderKind | 'fee_due_today';

// The one money and date format of every screen and mail (src/shared/lib/format), dates in Bangladesh time.
const taka = (amount: number) => formatMoney(amount);
const day = (date: Date) => formatDate(date, '', { timeZone: DHAKA_TIME_ZONE });

/** A fee falls due in 3 days, falls due today, or is overdue. */
export function feeReminderEvents(
  fee: Pick<PaymentRow, 'tutorUserId' | 'balance' | 'paymentDueDate' | 'kind'>,
  reminder: FeeReminder,
  job?: JobFacts | null,
): MemberEvent[] {
  if (!fee.tutorUserId || !fee.paymentDueDate) return [];
  const what = fee.kind === 'verification' ? 'verification fee' : `media fee${job ? ` for ${formatJobNumber(job.jobNumber)}` : ''}`;
  const due = day(fee.paymentDueDate);
  const how = 'Pay by bKash or Nagad and send the reference to the Shikhon team; the details are under My Tuitions.';
  const kind: FeeReminderKind = reminder === 'fee_overdue' ? 'fee_overdue' : 'fee_due_soon';
  const words = {
    fee_due_soon: {
      title: `Your ${what} is due on ${due}`,
      message: `${taka(fee.balance)} of your ${what} is due on ${due}. ${how}`,
      subject: `Fee due on ${due}: ${what}`,
    },
    fee_due_today: {
      title: `Your ${what} is due today`,
      message: `${taka(fee.balance)} of your ${what} is due today (${due}). ${how}`,
      subject: `Fee due today: ${what}`,
    },
    fee_overdue: {
      title: `Your ${what} is overdue`,
      message: `${taka(fee.balance)} of your ${what} was due on ${due} and is overdue. A tutor with an overdue fee cannot be selected for another tuition. ${how}`,
      subject: `Fee overdue: ${what}`,
    },
  }[reminder];
  return [
    {
      userId: fee.tutorUserId,
      kind,
      title: words.title,
      message: words.message,
      link: MEMBER_NOTIFICATION_LINKS.tuitions,
      mail: { subject: words.subject, text: words.message },
    },
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
