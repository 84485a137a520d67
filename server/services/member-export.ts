import { asc, eq, inArray } from 'drizzle-orm';
import { EXPORT_FORMAT, type MemberExport } from '../../src/shared/api/contract/privacy';
import type { Database } from '../db/database';
import {
  applications,
  ledgerEntries,
  payments,
  sessions,
  studentProfiles,
  studentTutorRequests,
  tuitions,
  tutorProfiles,
  users,
  type UserRow,
} from '../db/schema';
import { ownJobsOf } from './member-applications';
import { toStudentTutorRequestDto } from './student-tutor-requests';
import { toTuitionDto } from './tuitions';

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/**
 * GET /api/me/export: everything kept about the caller's own account (fees with their ledger entries, without
 * the staff member who recorded each), for the right of access
 * (docs/privacy.md). Built from named columns: the password hash, session tokens and the stored paths of
 * identity documents are left out; a document is "uploaded" with its date.
 */
export async function exportMemberData(db: Database, member: UserRow, now: Date): Promise<MemberExport> {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      userType: users.userType,
      gender: users.gender,
      studentId: users.studentId,
      tutorId: users.tutorId,
      isVerified: users.isVerified,
      isAvailable: users.isAvailable,
      isPremium: users.isPremium,
      isFeatured: users.isFeatured,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, member.id));
  const [student] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, member.id));
  const [tutor] = await db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, member.id));
  const isStudent = member.userType === 'student';
  const [requests, jobs, applied, fees, signIns] = await Promise.all([
    db.select().from(studentTutorRequests).where(eq(studentTutorRequests.studentUserId, member.id)).orderBy(asc(studentTutorRequests.createdAt)),
    isStudent ? db.select().from(tuitions).where(ownJobsOf(member)).orderBy(asc(tuitions.postedAt)) : Promise.resolve([]),
    db.select().from(applications).where(eq(applications.tutorUserId, member.id)).orderBy(asc(applications.appliedAt)),
    db
      .select({
        id: payments.id,
        kind: payments.kind,
        tuitionId: payments.tuitionId,
        amount: payments.amount,
        agreedSalary: payments.agreedSalary,
        status: payments.status,
        balance: payments.balance,
        ledgerStatus: payments.ledgerStatus,
        tuitionPostedDate: payments.tuitionPostedDate,
        tuitionStartDate: payments.tuitionStartDate,
        paymentDueDate: payments.paymentDueDate,
        createdAt: payments.createdAt,
        updatedAt: payments.updatedAt,
      })
      .from(payments)
      .where(eq(payments.tutorUserId, member.id))
      .orderBy(asc(payments.createdAt)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, member.id))
      .orderBy(asc(sessions.createdAt)),
  ]);

  const entries =
    fees.length === 0
      ? []
      : await db
          .select({
            paymentId: ledgerEntries.paymentId,
            kind: ledgerEntries.kind,
            amount: ledgerEntries.amount,
            method: ledgerEntries.method,
            reference: ledgerEntries.reference,
            note: ledgerEntries.note,
            createdAt: ledgerEntries.createdAt,
          })
          .from(ledgerEntries)
          .where(inArray(ledgerEntries.paymentId, fees.map((fee) => fee.id)))
          .orderBy(asc(ledgerEntries.seq));

  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: { ...account!, createdAt: account!.createdAt.toISOString(), updatedAt: account!.updatedAt.toISOString() },
    studentProfile: student
      ? {
          fullName: student.fullName,
          email: student.email,
          phone: student.phone,
          gender: student.gender,
          currentCity: student.currentCity,
          currentArea: student.currentArea,
          classLevel: student.classLevel,
          medium: student.medium,
          institution: student.institution,
          address: student.address,
          status: student.status,
          createdAt: student.createdAt.toISOString(),
          updatedAt: student.updatedAt.toISOString(),
        }
      : null,
    tutorProfile: tutor
      ? {
          education: tutor.education,
          tuition: tutor.tuition,
          personal: tutor.personal,
          profileCompletion: tutor.profileCompletion,
          image: tutor.imagePath,
          documents: {
            nationalId: { uploaded: tutor.nationalIdPath !== null, uploadedAt: iso(tutor.nationalIdUploadedAt) },
            institutionId: { uploaded: tutor.institutionIdPath !== null, uploadedAt: iso(tutor.institutionIdUploadedAt) },
            verified: tutor.documentsVerified || member.isVerified,
          },
          createdAt: tutor.createdAt.toISOString(),
          updatedAt: tutor.updatedAt.toISOString(),
        }
      : null,
    tutorRequests: requests.map(toStudentTutorRequestDto),
    jobs: jobs.map(toTuitionDto),
    applications: applied.map((row) => ({
      jobId: row.jobId,
      status: row.status,
      appliedAt: row.appliedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    payments: fees.map((row) => ({
      ...row,
      entries: entries
        .filter((entry) => entry.paymentId === row.id)
        .map(({ paymentId: _paymentId, createdAt, ...entry }) => ({ ...entry, createdAt: createdAt.toISOString() })),
      tuitionPostedDate: iso(row.tuitionPostedDate),
      tuitionStartDate: iso(row.tuitionStartDate),
      paymentDueDate: iso(row.paymentDueDate),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    sessions: signIns.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: iso(row.revokedAt),
    })),
  };
}

/** The download's file name: shikhon-my-data-<display number or id>-<YYYY-MM-DD>.json. */
export function exportFileName(member: UserRow, now: Date): string {
  const number = member.tutorId ?? member.studentId ?? member.id.slice(0, 8);
  return `shikhon-my-data-${number}-${now.toISOString().slice(0, 10)}.json`;
}
