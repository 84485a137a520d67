// Members' reports to the team (issue 13): the tutor reports a payment they made, the tutor or the guardian reports
// that a tuition ended; staff confirm (the ledger changes through server/services/fee-ledger.ts, in the same
// transaction as the report's decision and its activity-log line) or reject with a reason (the member is told).
// Also: "collect via guardian" on an unpaid fee, the payment receipt (PDF) and the admin job page.
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  MEMBER_REPORT_MESSAGES as M,
  MEMBER_NOTIFICATION_LINKS,
  type AdminJobPage,
  type AdminPaymentReportList,
  type AdminTuitionEndReportList,
  type CollectViaGuardianAnswer,
  type PaymentReport,
  type PaymentReportAnswer,
  type PaymentReportBody,
  type PaymentReportList,
  type TuitionEndBody,
  type TuitionEndReport,
  type TuitionEndReportAnswer,
} from '../../src/shared/api/contract';
import { MEDIA_FEE, type MemberReportState } from '../../src/shared/config/catalogue';
import { earlyEndFeeOf, type LedgerAction } from '../../src/shared/lib/fees';
import { formatMoney } from '../../src/shared/lib/format';
import { formatJobNumber } from '../../src/shared/lib/job-number';
import { isUniqueViolation, type Database, type Executor, type Transaction } from '../db/database';
import {
  activityLog,
  applications,
  ledgerEntries,
  paymentReports,
  payments,
  studentTutorRequests,
  tuitionEndReports,
  tuitions,
  users,
  type PaymentReportRow,
  type PaymentRow,
  type TuitionEndReportRow,
  type TuitionRow,
  type UserRow,
} from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { logActivity, toActivityEntry, type Actor, type Changes } from './activity-log';
import { paymentLedger } from './admin-payments';
import { DAY, type Clock } from './clock';
import { applyLedgerAction, liveMediaFees, normalizeReference } from './fee-ledger';
import { notifyMembers } from './member-notifications';
import { lockRequestOfJob, moveToStage } from './request-stages';
import { isUuid, toTuitionDto } from './tuitions';

export interface MemberReportDeps {
  db: Database;
  clock: Clock;
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** The day (YYYY-MM-DD) an instant falls on in Dhaka (UTC+6, no daylight saving). */
export function dhakaDay(at: Date): string {
  return new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);
}
const startOfDhakaDay = (day: string) => new Date(`${day}T00:00:00+06:00`);

// ── Payment reports

async function paymentReportDtos(db: Executor, rows: PaymentReportRow[]): Promise<PaymentReport[]> {
  if (rows.length === 0) return [];
  const fees = await db
    .select({ fee: payments, tutorName: users.name, jobNumber: tuitions.jobNumber })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.tutorUserId))
    .leftJoin(tuitions, eq(tuitions.id, payments.tuitionId))
    .where(inArray(payments.id, [...new Set(rows.map((row) => row.paymentId))]));
  const byId = new Map(fees.map((row) => [row.fee.id, row]));
  return rows.map((row) => {
    const fee = byId.get(row.paymentId);
    return {
      _id: row.id,
      paymentId: row.paymentId,
      jobNumber: fee?.jobNumber ?? null,
      tutorId: fee?.fee.tutorUserId ?? null,
      tutorName: fee?.tutorName ?? null,
      amount: row.amount,
      method: row.method,
      reference: row.reference,
      state: row.state,
      feeBalance: fee?.fee.balance ?? 0,
      decisionReason: row.decisionReason,
      decidedAt: iso(row.decidedAt),
      createdAt: row.createdAt.toISOString(),
      hasReceipt: row.state === 'confirmed',
    };
  });
}

/** POST /api/me/fees/{id}/payment-reports: the tutor's own fee only (another's answers 404, as if absent). */
export async function reportPayment(
  { db, clock }: MemberReportDeps,
  tutor: UserRow,
  feeId: string,
  body: PaymentReportBody,
): Promise<PaymentReportAnswer> {
  if (!isUuid(feeId)) throw notFound(M.feeNotFound);
  const now = clock.now();
  const reference = normalizeReference(body.reference);
  try {
    return await db.transaction(async (tx) => {
      const [fee] = await tx.select().from(payments).where(and(eq(payments.id, feeId), eq(payments.tutorUserId, tutor.id)));
      if (!fee) throw notFound(M.feeNotFound);
      if (fee.balance <= 0 || fee.status !== 'Due') throw conflict(M.nothingOwed);
      if (body.amount > fee.balance) throw badRequest(M.overBalance);
      const [recorded] = await tx
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, 'payment'), eq(ledgerEntries.method, body.method), eq(ledgerEntries.reference, reference)))
        .limit(1);
      if (recorded) throw conflict(M.alreadyRecorded);
      const [row] = await tx
        .insert(paymentReports)
        .values({ paymentId: fee.id, reporterUserId: tutor.id, amount: body.amount, method: body.method, reference, createdAt: now })
        .returning();
      const [dto] = await paymentReportDtos(tx, [row!]);
      return { message: M.paymentReported, data: dto! };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.alreadyReported);
    throw error;
  }
}

/** GET /api/me/payment-reports: the tutor's own, newest first. */
export async function listMyPaymentReports(db: Database, tutor: UserRow): Promise<PaymentReportList> {
  const rows = await db
    .select({ report: paymentReports })
    .from(paymentReports)
    .innerJoin(payments, eq(payments.id, paymentReports.paymentId))
    .where(eq(payments.tutorUserId, tutor.id))
    .orderBy(desc(paymentReports.createdAt))
    .limit(200);
  return { data: await paymentReportDtos(db, rows.map((row) => row.report)) };
}

/** GET /api/admin/payment-reports?state=: oldest pending first (the queue), decided ones newest first. */
export async function listPaymentReports(db: Database, state: MemberReportState, limit: number): Promise<AdminPaymentReportList> {
  const rows = await db
    .select()
    .from(paymentReports)
    .where(eq(paymentReports.state, state))
    .orderBy(state === 'pending' ? asc(paymentReports.createdAt) : desc(paymentReports.decidedAt))
    .limit(limit);
  const all = await db.$count(paymentReports, eq(paymentReports.state, state));
  return { data: await paymentReportDtos(db, rows), total: all };
}

async function lockPaymentReport(tx: Transaction, id: string): Promise<PaymentReportRow> {
  if (!isUuid(id)) throw notFound(M.reportNotFound);
  const [row] = await tx.select().from(paymentReports).where(eq(paymentReports.id, id)).for('update');
  if (!row) throw notFound(M.reportNotFound);
  if (row.state !== 'pending') throw conflict(M.alreadyDecided);
  return row;
}

/**
 * PUT /api/admin/payment-reports/{id}/confirm: a payment entry on the fee's ledger (the same reference already on
 * this fee records nothing new: the report points at that entry), the report confirmed, an activity line.
 */
export async function confirmPaymentReport({ db, clock }: MemberReportDeps, id: string, actor: Actor): Promise<PaymentReportAnswer> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const report = await lockPaymentReport(tx, id);
    const outcome = await applyLedgerAction(
      tx,
      report.paymentId,
      { type: 'pay', method: report.method, reference: report.reference, amount: report.amount, note: 'Reported by the tutor' },
      actor,
      now,
    );
    let entryId = outcome.appended.find((entry) => entry.kind === 'payment')?.id ?? null;
    if (!entryId) {
      const [same] = await tx
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.paymentId, report.paymentId),
            eq(ledgerEntries.kind, 'payment'),
            eq(ledgerEntries.method, report.method),
            eq(ledgerEntries.reference, report.reference),
          ),
        );
      entryId = same?.id ?? null;
    }
    const [row] = await tx
      .update(paymentReports)
      .set({ state: 'confirmed', decidedByUserId: actor.userId, decidedAt: now, ledgerEntryId: entryId })
      .where(eq(paymentReports.id, report.id))
      .returning();
    await logActivity(tx, actor, {
      action: 'payment-report.confirm',
      recordType: 'payment',
      recordId: report.paymentId,
      changes: {
        report: { before: { id: report.id, state: 'pending' }, after: { id: report.id, state: 'confirmed', ledgerEntryId: entryId } },
        balance: { before: outcome.before.balance, after: outcome.after.balance },
        status: { before: outcome.before.status, after: outcome.after.status },
      },
      at: now,
    });
    const [dto] = await paymentReportDtos(tx, [row!]);
    return { message: M.paymentConfirmed, data: dto! };
  });
}

/** PUT /api/admin/payment-reports/{id}/reject: the report rejected with a reason; the tutor is told in their inbox. */
export async function rejectPaymentReport(
  { db, clock }: MemberReportDeps,
  id: string,
  reason: string,
  actor: Actor,
): Promise<PaymentReportAnswer> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const report = await lockPaymentReport(tx, id);
    const [row] = await tx
      .update(paymentReports)
      .set({ state: 'rejected', decidedByUserId: actor.userId, decidedAt: now, decisionReason: reason })
      .where(eq(paymentReports.id, report.id))
      .returning();
    const [fee] = await tx
      .select({ tutorUserId: payments.tutorUserId, jobNumber: tuitions.jobNumber })
      .from(payments)
      .leftJoin(tuitions, eq(tuitions.id, payments.tuitionId))
      .where(eq(payments.id, report.paymentId));
    if (fee?.tutorUserId) {
      const job = fee.jobNumber !== null ? ` for ${formatJobNumber(fee.jobNumber)}` : '';
      await notifyMembers(
        tx,
        [
          {
            userId: fee.tutorUserId,
            kind: 'fee_due_soon',
            title: `Payment report not confirmed${job}`,
            message: `Your ${report.method} payment of ${formatMoney(report.amount, { locale: 'en' })} (reference ${report.reference}) could not be confirmed: ${reason}`,
            link: MEMBER_NOTIFICATION_LINKS.tuitions,
          },
        ],
        now,
      );
    }
    await logActivity(tx, actor, {
      action: 'payment-report.reject',
      recordType: 'payment',
      recordId: report.paymentId,
      changes: { report: { before: { id: report.id, state: 'pending' }, after: { id: report.id, state: 'rejected' } } },
      reason,
      at: now,
    });
    const [dto] = await paymentReportDtos(tx, [row!]);
    return { message: M.paymentRejected, data: dto! };
  });
}

/** What a receipt prints: the confirmed report, its fee, the tutor's name. */
export interface ReceiptData {
  reportId: string;
  tutorName: string | null;
  jobNumber: number | null;
  amount: number;
  method: string;
  reference: string;
  confirmedAt: Date;
  balanceAfter: number;
}

/** The receipt of a confirmed report; `tutorId` limits it to that tutor's fees (404 otherwise, as if absent). */
export async function receiptOf(db: Database, id: string, tutorId?: string): Promise<ReceiptData> {
  if (!isUuid(id)) throw notFound(M.reportNotFound);
  const [row] = await db
    .select({ report: paymentReports, fee: payments, tutorName: users.name, jobNumber: tuitions.jobNumber })
    .from(paymentReports)
    .innerJoin(payments, eq(payments.id, paymentReports.paymentId))
    .leftJoin(users, eq(users.id, payments.tutorUserId))
    .leftJoin(tuitions, eq(tuitions.id, payments.tuitionId))
    .where(and(eq(paymentReports.id, id), tutorId ? eq(payments.tutorUserId, tutorId) : undefined));
  if (!row) throw notFound(M.reportNotFound);
  if (row.report.state !== 'confirmed' || !row.report.decidedAt) throw conflict(M.receiptNotReady);
  return {
    reportId: row.report.id,
    tutorName: row.tutorName,
    jobNumber: row.jobNumber,
    amount: row.report.amount,
    method: row.report.method,
    reference: row.report.reference,
    confirmedAt: row.report.decidedAt,
    balanceAfter: row.fee.balance,
  };
}

// ── Tuition end reports

/** The job the caller may report on: the selected tutor's, or the guardian's own (404 otherwise). */
async function reportableJob(
  tx: Transaction,
  caller: UserRow,
  jobId: string,
): Promise<{ job: TuitionRow; tutorId: string; assignedAt: Date }> {
  if (!isUuid(jobId)) throw notFound(M.tuitionNotFound);
  const [job] = await tx.select().from(tuitions).where(eq(tuitions.id, jobId));
  if (!job) throw notFound(M.tuitionNotFound);
  const [accepted] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.jobId, job.id), eq(applications.status, 'accepted'), isNull(applications.withdrawnAt)));
  if (!accepted) throw notFound(M.tuitionNotFound);
  const mine =
    caller.userType === 'tutor'
      ? accepted.tutorUserId === caller.id
      : job.studentUserId === caller.id || (job.studentId !== null && job.studentId === caller.studentId);
  if (!mine) throw notFound(M.tuitionNotFound);
  return { job, tutorId: accepted.tutorUserId, assignedAt: accepted.decidedAt ?? accepted.updatedAt };
}

async function activeFeeOf(db: Executor, jobId: string, tutorId: string): Promise<PaymentRow | undefined> {
  const [fee] = await db
    .select()
    .from(payments)
    .where(liveMediaFees(eq(payments.tuitionId, jobId), eq(payments.tutorUserId, tutorId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return fee;
}

async function endReportDtos(db: Executor, rows: TuitionEndReportRow[]): Promise<TuitionEndReport[]> {
  if (rows.length === 0) return [];
  const jobIds = [...new Set(rows.map((row) => row.tuitionId))];
  const reporterIds = rows.map((row) => row.reporterUserId).filter((id): id is string => id !== null);
  const [jobs, reporters, accepted] = await Promise.all([
    db.select().from(tuitions).where(inArray(tuitions.id, jobIds)),
    reporterIds.length
      ? db.select({ id: users.id, userType: users.userType }).from(users).where(inArray(users.id, reporterIds))
      : Promise.resolve([]),
    db
      .select({ jobId: applications.jobId, tutorId: applications.tutorUserId, tutorName: users.name })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.tutorUserId))
      .where(and(inArray(applications.jobId, jobIds), eq(applications.status, 'accepted'))),
  ]);
  const fees = accepted.length
    ? await db
        .select()
        .from(payments)
        .where(and(eq(payments.kind, 'media'), inArray(payments.tuitionId, jobIds)))
        .orderBy(desc(payments.createdAt))
    : [];
  return rows.map((row) => {
    const job = jobs.find((candidate) => candidate.id === row.tuitionId);
    const tutor = accepted.find((candidate) => candidate.jobId === row.tuitionId);
    const fee = fees.find((candidate) => candidate.tuitionId === row.tuitionId && candidate.tutorUserId === tutor?.tutorId);
    const reporter = reporters.find((candidate) => candidate.id === row.reporterUserId);
    return {
      _id: row.id,
      jobId: row.tuitionId,
      jobNumber: job?.jobNumber ?? 0,
      reporterType: reporter?.userType === 'tutor' || reporter?.userType === 'student' ? reporter.userType : null,
      tutorName: tutor?.tutorName ?? null,
      endedOn: row.endedOn,
      note: row.note,
      state: row.state,
      startDate: iso(fee?.tuitionStartDate),
      feeAmount: fee?.amount ?? null,
      agreedSalary: fee?.agreedSalary ?? null,
      decisionReason: row.decisionReason,
      decidedAt: iso(row.decidedAt),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/**
 * POST /api/me/tuitions/{jobId}/end-report (the selected tutor) and POST /api/me/jobs/{jobId}/end-report (the
 * guardian): the date must not be before the tutor was assigned nor after today (Dhaka days); 400 changes nothing.
 */
export async function reportTuitionEnd(
  { db, clock }: MemberReportDeps,
  caller: UserRow,
  jobId: string,
  body: TuitionEndBody,
): Promise<TuitionEndReportAnswer> {
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const { job, assignedAt } = await reportableJob(tx, caller, jobId);
      if (body.endedOn > dhakaDay(now)) throw badRequest(M.endInFuture);
      if (body.endedOn < dhakaDay(assignedAt)) throw badRequest(M.endBeforeAssignment);
      const [row] = await tx
        .insert(tuitionEndReports)
        .values({ tuitionId: job.id, reporterUserId: caller.id, endedOn: body.endedOn, note: body.note || null, createdAt: now })
        .returning();
      const [dto] = await endReportDtos(tx, [row!]);
      return { message: M.endReported, data: dto! };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.endAlreadyReported);
    throw error;
  }
}

export async function listTuitionEndReports(db: Database, state: MemberReportState, limit: number): Promise<AdminTuitionEndReportList> {
  const rows = await db
    .select()
    .from(tuitionEndReports)
    .where(eq(tuitionEndReports.state, state))
    .orderBy(state === 'pending' ? asc(tuitionEndReports.createdAt) : desc(tuitionEndReports.decidedAt))
    .limit(limit);
  const all = await db.$count(tuitionEndReports, eq(tuitionEndReports.state, state));
  return { data: await endReportDtos(db, rows), total: all };
}

async function lockEndReport(tx: Transaction, id: string): Promise<TuitionEndReportRow> {
  if (!isUuid(id)) throw notFound(M.reportNotFound);
  const [row] = await tx.select().from(tuitionEndReports).where(eq(tuitionEndReports.id, id)).for('update');
  if (!row) throw notFound(M.reportNotFound);
  if (row.state !== 'pending') throw conflict(M.alreadyDecided);
  return row;
}

/**
 * The spec's rule for a tuition that ended on `endedOn`: before the start, the charge is voided; within the first
 * month (MEDIA_FEE.dueAfterDays from the start), the fee becomes 40% of the agreed salary (a 60% fee already paid
 * leaves 20% as a refund due); after it, the full fee stays (no action).
 */
export function endRuleAction(fee: Pick<PaymentRow, 'tuitionStartDate' | 'createdAt' | 'agreedSalary' | 'amount'>, endedOn: string): LedgerAction | undefined {
  const start = fee.tuitionStartDate ?? fee.createdAt;
  const ended = startOfDhakaDay(endedOn).getTime();
  const startDay = startOfDhakaDay(dhakaDay(start)).getTime();
  const salary = fee.agreedSalary ?? Math.round(fee.amount / MEDIA_FEE.rate);
  if (ended < startDay) return { type: 'void', note: `The tuition ended on ${endedOn}, before it started` };
  if (ended < startDay + MEDIA_FEE.dueAfterDays * DAY) {
    return { type: 'earlyEnd', fee: earlyEndFeeOf(salary), note: `The tuition ended on ${endedOn}, within the first month: 40%` };
  }
  return undefined;
}

/**
 * PUT /api/admin/tuition-end-reports/{id}/confirm: the ledger applies the rule, the job is closed ("Tuition ended
 * on …") and its request moves to closed, the report is confirmed, one activity line: all in one transaction.
 */
export async function confirmTuitionEnd({ db, clock }: MemberReportDeps, id: string, actor: Actor): Promise<TuitionEndReportAnswer> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const report = await lockEndReport(tx, id);
    const [job] = await tx.select().from(tuitions).where(eq(tuitions.id, report.tuitionId)).for('update');
    if (!job) throw notFound(M.tuitionNotFound);
    const changes: Changes = { report: { before: { id: report.id, state: 'pending' }, after: { id: report.id, state: 'confirmed' } } };
    const [accepted] = await tx
      .select({ tutorId: applications.tutorUserId })
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.status, 'accepted')));
    const fee = accepted ? await activeFeeOf(tx, job.id, accepted.tutorId) : undefined;
    if (fee) {
      const action = endRuleAction(fee, report.endedOn);
      if (action) {
        const outcome = await applyLedgerAction(tx, fee.id, action, actor, now);
        changes[`fee:${fee.id}`] = {
          before: { status: outcome.before.status, amount: outcome.before.amount, balance: outcome.before.balance },
          after: { status: outcome.after.status, amount: outcome.after.amount, balance: outcome.after.balance },
        };
      }
    }
    if (job.status !== 'closed') {
      const closedReason = `Tuition ended on ${report.endedOn}`;
      await tx.update(tuitions).set({ status: 'closed', closedReason, closedAt: now, updatedAt: now }).where(eq(tuitions.id, job.id));
      changes.status = { before: job.status, after: 'closed' };
      const request = await lockRequestOfJob(tx, job);
      if (request && request.stage !== 'closed') {
        await moveToStage(tx, request, { stage: 'closed', actorUserId: actor.userId, note: closedReason, at: now, set: { closedReason } });
      }
    }
    const [row] = await tx
      .update(tuitionEndReports)
      .set({ state: 'confirmed', decidedByUserId: actor.userId, decidedAt: now })
      .where(eq(tuitionEndReports.id, report.id))
      .returning();
    await logActivity(tx, actor, { action: 'tuition-end.confirm', recordType: 'tuition', recordId: job.id, changes, at: now });
    const [dto] = await endReportDtos(tx, [row!]);
    return { message: M.endConfirmed, data: dto! };
  });
}

/** PUT /api/admin/tuition-end-reports/{id}/reject: rejected with a reason; the member who reported it is told. */
export async function rejectTuitionEnd(
  { db, clock }: MemberReportDeps,
  id: string,
  reason: string,
  actor: Actor,
): Promise<TuitionEndReportAnswer> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const report = await lockEndReport(tx, id);
    const [row] = await tx
      .update(tuitionEndReports)
      .set({ state: 'rejected', decidedByUserId: actor.userId, decidedAt: now, decisionReason: reason })
      .where(eq(tuitionEndReports.id, report.id))
      .returning();
    const [job] = await tx.select({ jobNumber: tuitions.jobNumber }).from(tuitions).where(eq(tuitions.id, report.tuitionId));
    const [reporter] = report.reporterUserId
      ? await tx.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.id, report.reporterUserId))
      : [];
    if (reporter && job) {
      const tutor = reporter.userType === 'tutor';
      await notifyMembers(
        tx,
        [
          {
            userId: reporter.id,
            kind: tutor ? 'fee_due_soon' : 'request_closed',
            title: `Tuition end not confirmed for ${formatJobNumber(job.jobNumber)}`,
            message: `Your report that the tuition ended on ${report.endedOn} could not be confirmed: ${reason}`,
            link: tutor ? MEMBER_NOTIFICATION_LINKS.tuitions : MEMBER_NOTIFICATION_LINKS.requests,
          },
        ],
        now,
      );
    }
    await logActivity(tx, actor, {
      action: 'tuition-end.reject',
      recordType: 'tuition',
      recordId: report.tuitionId,
      changes: { report: { before: { id: report.id, state: 'pending' }, after: { id: report.id, state: 'rejected' } } },
      reason,
      at: now,
    });
    const [dto] = await endReportDtos(tx, [row!]);
    return { message: M.endRejected, data: dto! };
  });
}

// ── Collect via guardian

/** PUT /api/payments/{id}/collect-via-guardian: an unpaid fee (Due with a balance) is to be collected from the guardian. */
export async function collectViaGuardian(
  { db, clock }: MemberReportDeps,
  id: string,
  reason: string,
  actor: Actor,
): Promise<CollectViaGuardianAnswer> {
  if (!isUuid(id)) throw notFound(M.feeNotFound);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [fee] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!fee) throw notFound(M.feeNotFound);
    if (fee.collectFrom === 'guardian') throw conflict(M.alreadyGuardian);
    if (fee.status !== 'Due' || fee.balance <= 0) throw conflict(M.notUnpaid);
    await tx.update(payments).set({ collectFrom: 'guardian', updatedAt: now }).where(eq(payments.id, id));
    await logActivity(tx, actor, {
      action: 'payment.collect-via-guardian',
      recordType: 'payment',
      recordId: id,
      changes: { collectFrom: { before: fee.collectFrom, after: 'guardian' } },
      reason,
      at: now,
    });
    return { message: M.collectViaGuardian, data: { paymentId: id, collectFrom: 'guardian' } };
  });
}

// ── The admin job page

/** GET /api/admin/jobs/{id}: the job, its request, applicants, shortlist, assignment, fees with their ledgers, history. */
export async function adminJobPage({ db, clock }: MemberReportDeps, id: string): Promise<AdminJobPage> {
  if (!isUuid(id)) throw notFound(M.jobNotFound);
  const [job] = await db.select().from(tuitions).where(eq(tuitions.id, id));
  if (!job) throw notFound(M.jobNotFound);
  const [requestRow] = await db
    .select({ id: studentTutorRequests.id, stage: studentTutorRequests.stage, createdAt: studentTutorRequests.createdAt })
    .from(studentTutorRequests)
    .where(job.sourceRequestId ? eq(studentTutorRequests.id, job.sourceRequestId) : eq(studentTutorRequests.jobId, job.id))
    .limit(1);
  const applicantRows = await db
    .select({ application: applications, tutorName: users.name })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.tutorUserId))
    .where(eq(applications.jobId, job.id))
    .orderBy(asc(applications.appliedAt));
  const feeRows = await db.select({ id: payments.id }).from(payments).where(eq(payments.tuitionId, job.id)).orderBy(asc(payments.createdAt));
  const fees = [];
  for (const fee of feeRows) {
    const ledger = await paymentLedger({ db, clock }, fee.id);
    fees.push({ payment: ledger.payment, entries: ledger.entries });
  }
  const recordIds = [job.id, ...feeRows.map((fee) => fee.id)];
  const history = await db
    .select({ line: activityLog, email: users.email })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.actorUserId))
    .where(
      or(
        and(eq(activityLog.recordType, 'tuition'), eq(activityLog.recordId, job.id)),
        and(eq(activityLog.recordType, 'payment'), inArray(activityLog.recordId, recordIds)),
        eq(activityLog.recordId, job.id),
      ),
    )
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(200);
  const accepted = applicantRows.find(({ application }) => application.status === 'accepted');
  return {
    job: toTuitionDto(job),
    request: requestRow ? { id: requestRow.id, stage: requestRow.stage, createdAt: requestRow.createdAt.toISOString() } : null,
    applicants: applicantRows.map(({ application, tutorName }) => ({
      applicationId: application.id,
      tutorId: application.tutorUserId,
      tutorName,
      status: application.status,
      appliedAt: application.appliedAt.toISOString(),
      shortlisted: application.shortlistedAt !== null,
      withdrawn: application.withdrawnAt !== null,
    })),
    assignment: accepted
      ? { tutorId: accepted.application.tutorUserId, tutorName: accepted.tutorName, decidedAt: iso(accepted.application.decidedAt) }
      : null,
    fees,
    history: history.map(({ line, email }) => toActivityEntry(line, email)),
  };
}
