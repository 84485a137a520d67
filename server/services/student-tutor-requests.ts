import { count, desc, eq, inArray } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  StudentRequestCounts,
  StudentRequestFilter,
  StudentTutorRequest,
  StudentTutorRequestPage,
  studentTutorRequestBodySchema,
} from '../../src/shared/api/contract';
import { REQUEST_STATUSES } from '../../src/shared/config/catalogue';
import type { Database } from '../db/database';
import { requestStageChanges, studentTutorRequests, tuitions, type StudentTutorRequestRow, type UserRow } from '../db/schema';
import type { Clock } from './clock';
import { assertDailyLimit } from './daily-limits';
import { notifyAdmins } from './notifications';
import { checkAgainstCatalogue, tutorRequestMessages } from './tutor-requests';

type StudentTutorRequestInput = z.output<typeof studentTutorRequestBodySchema>;

export const studentRequestMessages = {
  created: 'Your tutor request has been submitted successfully!',
  unknownDistrict: tutorRequestMessages.unknownDistrict,
  unknownCategory: tutorRequestMessages.unknownCategory,
};

export function toStudentTutorRequestDto(row: StudentTutorRequestRow): StudentTutorRequest {
  return {
    _id: row.id,
    studentId: row.studentId,
    studentName: row.studentName,
    noOfStudents: row.noOfStudents,
    studentGender: row.studentGender,
    institution: row.institution ?? '',
    district: row.district,
    area: row.area,
    location: row.area,
    locationDetails: row.locationDetails ?? '',
    medium: row.medium,
    classLevel: row.classLevel,
    subjects: row.subjects,
    tutoringType: row.tutoringType,
    days: row.days,
    tutoringTime: row.tutoringTime,
    salary: row.salary,
    preferredTutor: row.preferredTutor,
    notes: row.notes ?? '',
    status: row.status,
    jobId: row.jobId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the wizard's dependent selects allow: the Hire a Tutor form's catalogue checks, the area sent as location. */
export const checkRequestAgainstCatalogue = (body: StudentTutorRequestInput) =>
  checkAgainstCatalogue({ ...body, area: body.location }, 'location');

/**
 * The request's columns from a wizard body (a new request, or a guardian's edit of one): checked against the
 * catalogue, with the district, area, category and class in the catalogue's spelling.
 */
export function requestColumnsOf(body: StudentTutorRequestInput) {
  const checked = checkRequestAgainstCatalogue(body);
  return {
    studentName: body.studentName,
    noOfStudents: body.noOfStudents,
    studentGender: body.studentGender,
    institution: body.institution,
    district: checked.district,
    area: checked.area,
    locationDetails: body.locationDetails,
    medium: checked.medium,
    classLevel: checked.classLevel,
    subjects: body.subjects,
    tutoringType: body.tutoringType,
    preferredTutor: body.preferredTutor,
    days: body.days,
    tutoringTime: body.tutoringTime,
    salary: body.salary,
    notes: body.notes,
  };
}

/**
 * POST /api/students/{id}/tutor-request: a pending request of the calling student. The studentId is the
 * caller's own display number and the posting time the server's, whatever the body says.
 */
export async function createStudentTutorRequest(
  db: Database,
  clock: Clock,
  student: UserRow,
  body: StudentTutorRequestInput,
): Promise<{ message: string; request: StudentTutorRequest }> {
  const columns = requestColumnsOf(body);
  const now = clock.now();
  await assertDailyLimit(db, 'tutorRequests', student.id, now);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(studentTutorRequests)
      .values({
        studentUserId: student.id,
        studentId: student.studentId,
        ...columns,
        status: 'pending',
        postedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    // The first step of its timeline ("My requests"), with the request.
    await tx.insert(requestStageChanges).values({ requestId: created!.id, stage: 'submitted', actorUserId: student.id, at: now });
    await notifyAdmins(tx, {
      kind: 'student_tutor_request',
      title: 'New Guardian/Student Request',
      message: `${student.name}${student.studentId ? ` (Student ID ${student.studentId})` : ''} asks for a tutor: ${created!.classLevel}, ${created!.medium} in ${created!.area}, ${created!.district}`,
      link: '/admin/student-tutor-requests',
      createdAt: now,
    });
    return created!;
  });
  return { message: studentRequestMessages.created, request: toStudentTutorRequestDto(row) };
}

const newestFirst = [desc(studentTutorRequests.createdAt), desc(studentTutorRequests.id)] as const;

/** GET /api/students/get-tutor-requests: a student's own requests, or every request for an admin; newest first. */
export async function listStudentTutorRequests(db: Database, caller: UserRow): Promise<{ requests: StudentTutorRequest[] }> {
  const query = db.select().from(studentTutorRequests);
  const rows = await (caller.userType === 'admin' ? query : query.where(eq(studentTutorRequests.studentUserId, caller.id))).orderBy(
    ...newestFirst,
  );
  // A published request is named by its job's number, as the board and every other screen name that job.
  const jobIds = rows.flatMap((row) => (row.jobId ? [row.jobId] : []));
  const jobNumbers = new Map(
    jobIds.length === 0
      ? []
      : (await db.select({ id: tuitions.id, jobNumber: tuitions.jobNumber }).from(tuitions).where(inArray(tuitions.id, jobIds))).map(
          (job) => [job.id, job.jobNumber] as const,
        ),
  );
  return {
    requests: rows.map((row) => ({ ...toStudentTutorRequestDto(row), jobNumber: row.jobId ? (jobNumbers.get(row.jobId) ?? null) : null })),
  };
}

/** Every tab's size in one GROUP BY over the (status, created_at) index. */
async function requestCounts(db: Database): Promise<StudentRequestCounts> {
  const rows = await db
    .select({ status: studentTutorRequests.status, total: count() })
    .from(studentTutorRequests)
    .groupBy(studentTutorRequests.status);
  const of = (status: (typeof REQUEST_STATUSES)[number]) => Number(rows.find((row) => row.status === status)?.total ?? 0);
  const counts = { pending: of('pending'), approved: of('approved'), rejected: of('rejected') };
  return { all: counts.pending + counts.approved + counts.rejected, ...counts };
}

/**
 * The ids of one page, newest first. A status tab reads its part of the (status, created_at) index; the All tab
 * merges the three index-ordered parts, each cut at offset + limit, instead of sorting the whole table, so it
 * needs no index of its own (docs/decisions.md).
 */
async function pageIds(db: Database, filter: StudentRequestFilter, offset: number, limit: number): Promise<string[]> {
  const part = (status: (typeof REQUEST_STATUSES)[number]) =>
    db
      .select({ id: studentTutorRequests.id, createdAt: studentTutorRequests.createdAt })
      .from(studentTutorRequests)
      .where(eq(studentTutorRequests.status, status))
      .orderBy(...newestFirst);
  if (filter !== 'all') {
    const rows = await part(filter).limit(limit).offset(offset);
    return rows.map((row) => row.id);
  }
  const [first, second, third] = REQUEST_STATUSES.map((status) => part(status).limit(offset + limit));
  const rows = await unionAll(first!, second!, third!)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/**
 * GET /api/students/get-tutor-requests?status=…&page=…&limit=… for an admin: one page of the tab's requests,
 * newest first (created_at, then id), paged in the database, with how many requests each tab holds.
 */
export async function listStudentTutorRequestPage(
  db: Database,
  { status, page, limit }: { status: StudentRequestFilter; page: number; limit: number },
): Promise<StudentTutorRequestPage> {
  const counts = await requestCounts(db);
  const total = counts[status];
  const offset = (page - 1) * limit;
  const ids = offset >= total ? [] : await pageIds(db, status, offset, limit);
  const rows = ids.length === 0 ? [] : await db.select().from(studentTutorRequests).where(inArray(studentTutorRequests.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const requests = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toStudentTutorRequestDto(row)] : [];
  });
  return { requests, total, page, limit, counts };
}
