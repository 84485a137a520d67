// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  educationSchema,
  tuitionListResponseSchema,
  tuitionPreferencesSchema,
  tutorListResponseSchema,
  tutorPersonalSchema,
} from '@/shared/api/contract';
import { DISTRICTS, isSubject } from '@/shared/config/catalogue';
import { deriveLedger } from '@/shared/lib/fees';
import {
  applications,
  payments,
  ledgerEntries,
  studentTutorRequests,
  testimonials,
  tuitions,
  tutorProfiles,
  users,
} from '@server/db/schema';
import { DEMO_TUTOR, seedDatabase } from '@server/seed';
import {
  jobActivity,
  jobRecord,
  openRequestRecord,
  planMarketplace,
  seedMarketplace,
  studentRecord,
  totalJobs,
  tutorRecord,
  type MarketplacePlan,
} from '@server/seed/marketplace';
import { createTestServer, type TestServer } from './harness';
import { signIn } from './member-fixtures';

const NOW = new Date('2025-06-15T06:00:00Z');

function everything(plan: MarketplacePlan) {
  return {
    tutors: Array.from({ length: plan.tutors }, (_, index) => tutorRecord(plan, index, 'hash')),
    students: Array.from({ length: plan.students }, (_, index) => studentRecord(plan, index, 'hash')),
    jobs: Array.from({ length: totalJobs(plan) }, (_, index) => {
      const record = jobRecord(plan, index);
      return { ...record, activity: jobActivity(plan, index, record.job) };
    }),
    requests: Array.from({ length: plan.openRequests }, (_, index) => openRequestRecord(plan, index)),
  };
}

describe('the demo generator (no database)', () => {
  it('gives the same data for the same seed, and other data for another seed, without Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    try {
      const first = everything(planMarketplace({ tutors: 40, jobs: 20 }, 'alpha', NOW));
      const second = everything(planMarketplace({ tutors: 40, jobs: 20 }, 'alpha', NOW));
      const other = everything(planMarketplace({ tutors: 40, jobs: 20 }, 'beta', NOW));
      expect(second).toEqual(first);
      expect(other.tutors.map((tutor) => tutor.user.id)).not.toEqual(first.tutors.map((tutor) => tutor.user.id));
      expect(other.jobs.map((job) => job.job.district)).not.toEqual(first.jobs.map((job) => job.job.district));
      expect(random).not.toHaveBeenCalled();
    } finally {
      random.mockRestore();
    }
  });

  it('makes each record the same whatever the scale (so large sets are made in batches)', () => {
    const small = planMarketplace({ tutors: 10, jobs: 5 }, 'alpha', NOW);
    const large = planMarketplace({ tutors: 10, jobs: 500 }, 'alpha', NOW);
    expect(tutorRecord(large, 7, 'hash')).toEqual(tutorRecord(small, 7, 'hash'));
  });

  it('spreads the first 64 tutors over the 64 districts, with profiles that fit the contract and the catalogue', () => {
    const plan = planMarketplace({ tutors: 200, jobs: 10 }, 'alpha', NOW);
    const tutors = Array.from({ length: plan.tutors }, (_, index) => tutorRecord(plan, index, 'hash'));
    expect(new Set(tutors.slice(0, 64).map((tutor) => tutor.profile.district))).toEqual(new Set(DISTRICTS));
    for (const { profile, user } of tutors) {
      expect(educationSchema.safeParse(profile.education).success).toBe(true);
      expect(tuitionPreferencesSchema.safeParse(profile.tuition).success).toBe(true);
      expect(tutorPersonalSchema.safeParse(profile.personal).success).toBe(true);
      expect(profile.subjects!.every(isSubject)).toBe(true);
      expect(profile.areas).toContain(profile.area);
      expect(profile.profileCompletion).toBeGreaterThan(50);
      expect(profile.gender).toBe(user.gender);
    }
    const share = (flag: 'isPremium' | 'isVerified' | 'isFeatured') => tutors.filter((tutor) => tutor.user[flag]).length / tutors.length;
    expect(share('isVerified')).toBeGreaterThan(0.2);
    expect(share('isPremium')).toBeGreaterThan(0.04);
    expect(share('isFeatured')).toBeGreaterThan(0.02);
    // Documents are private files, never public uploads.
    expect(tutors.every((tutor) => !tutor.profile.nationalIdPath?.startsWith('uploads/'))).toBe(true);
  });
});

describe('seeding a database', () => {
  let server: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shikhon-seed-'));
    server = await createTestServer({ config: { DATA_DIR: dataDir, SEED_DEMO: true } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await server.reset();
  });

  async function snapshot() {
    const db = server.db;
    return {
      users: await db.select({ id: users.id, email: users.email, tutorId: users.tutorId, studentId: users.studentId }).from(users).orderBy(asc(users.id)),
      profiles: await db.select().from(tutorProfiles).orderBy(asc(tutorProfiles.userId)),
      jobs: await db.select().from(tuitions).orderBy(asc(tuitions.id)),
      applications: await db.select().from(applications).orderBy(asc(applications.id)),
      requests: await db.select().from(studentTutorRequests).orderBy(asc(studentTutorRequests.id)),
    };
  }

  it('inserts the same rows for the same seed (same ids, numbers and timestamps)', async () => {
    const options = { passwordHash: 'hash', uploadsDir: path.join(dataDir, 'uploads'), documentsDir: path.join(dataDir, 'private', 'documents') };
    const plan = planMarketplace({ tutors: 30, jobs: 12 }, 'repeat', NOW);
    await seedMarketplace(server.db, { ...options, plan });
    const first = await snapshot();
    await server.reset();
    await server.db.execute('alter sequence tutor_display_id_seq restart with 1001');
    await server.db.execute('alter sequence student_display_id_seq restart with 1001');
    await server.db.execute('alter sequence tuition_job_number_seq restart with 10001');
    await seedMarketplace(server.db, { ...options, plan });
    expect(await snapshot()).toEqual(first);
    expect(first.jobs).toHaveLength(totalJobs(plan));
  }, 60_000);

  it('fills an empty database with the accounts and a consistent marketplace the API serves', async () => {
    const result = await seedDatabase(server.db, server.config, { marketplace: { tutors: 30, jobs: 12 }, now: NOW });
    expect(result.seeded).toBe(true);
    expect(result.marketplace).toMatchObject({ tutors: 30, activeJobs: 12, assignedJobs: 3, closedJobs: 1, testimonials: 12, affiliates: 6 });

    const board = tuitionListResponseSchema.parse((await server.app.inject({ method: 'GET', url: '/api/tuitions?limit=50' })).json());
    expect(board.total).toBe(12);
    for (const job of board.data) {
      expect(job.subjects.length).toBeGreaterThan(0);
      expect(job.subjects.every((subject) => subject === subject.toUpperCase())).toBe(true);
    }
    const tutors = tutorListResponseSchema.parse((await server.app.inject({ method: 'GET', url: '/api/tutors/all?limit=100' })).json());
    expect(tutors.count).toBe(31);

    // The demo tutor has a full profile, with documents left to upload.
    const [demo] = await server.db.select().from(users).where(eq(users.email, DEMO_TUTOR.email));
    const [demoProfile] = await server.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, demo!.id));
    expect(demoProfile).toMatchObject({ district: 'Dhaka', area: 'Mirpur', nationalIdPath: null, documentsVerified: false });
    expect(demoProfile!.profileCompletion).toBeGreaterThanOrEqual(80);
    const detail = await server.app.inject({ method: 'GET', url: `/api/tutors/${demo!.id}` });
    expect(detail.json().tutor).toMatchObject({ name: 'Tanvir Hasan', education: { graduation: { institute: 'University of Dhaka' } } });

    // Approved requests point at their job and the job back at them; every assigned job has one accepted tutor and a payment.
    const approved = await server.db.select().from(studentTutorRequests).where(eq(studentTutorRequests.status, 'approved'));
    expect(approved.length).toBeGreaterThan(0);
    for (const request of approved) {
      const [job] = await server.db.select().from(tuitions).where(eq(tuitions.id, request.jobId!));
      expect(job!.sourceRequestId).toBe(request.id);
    }
    const assigned = await server.db.select().from(tuitions).where(eq(tuitions.status, 'assigned'));
    for (const job of assigned) {
      const accepted = await server.db.select().from(applications).where(eq(applications.jobId, job.id));
      expect(accepted.filter((row) => row.status === 'accepted')).toHaveLength(1);
      const [payment] = await server.db.select().from(payments).where(eq(payments.tuitionId, job.id));
      expect(payment!.tutorUserId).toBe(accepted.find((row) => row.status === 'accepted')!.tutorUserId);
      expect(payment!.amount).toBeGreaterThan(0);
      // Its ledger says what the record says: the entries sum to the balance and derive its status.
      const entries = await server.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.paymentId, payment!.id))
        .orderBy(asc(ledgerEntries.seq));
      expect(entries[0]).toMatchObject({ kind: 'charge' });
      expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(payment!.balance);
      expect(deriveLedger(entries)).toMatchObject({ status: payment!.status, ledgerStatus: payment!.ledgerStatus });
    }
    // A month of work: one paid in full by bKash with its reference, one ended in its first month with a refund due.
    const fees = await server.db.select().from(payments);
    expect(fees.filter((fee) => fee.ledgerStatus === 'Refund due')).toHaveLength(1);
    expect(fees.find((fee) => fee.ledgerStatus === 'Refund due')!.balance).toBeLessThan(0);
    const paidInFull = await server.db.select().from(ledgerEntries).where(eq(ledgerEntries.note, 'Paid in full by bKash'));
    expect(paidInFull).toHaveLength(1);
    expect(paidInFull[0]).toMatchObject({ kind: 'payment', method: 'bKash', reference: expect.stringMatching(/^SEED[0-9A-F]{10}$/) });
    const [{ n: withProfile } = { n: 0 }] = await server.db.select({ n: count() }).from(tutorProfiles).where(isNotNull(tutorProfiles.district));
    expect(withProfile).toBe(31);

    // The pictures exist and are served; documents went to the private folder.
    const [testimonial] = await server.db.select().from(testimonials).limit(1);
    expect(existsSync(path.join(dataDir, testimonial!.imagePath!))).toBe(true);
    const picture = await server.app.inject({ method: 'GET', url: `/${testimonial!.imagePath}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('<svg');
    // A seeded tutor's documents open for the team (they are where the document routes read them).
    const [withDocuments] = await server.db.select().from(tutorProfiles).where(isNotNull(tutorProfiles.institutionIdPath)).limit(1);
    const png = await readFile(path.join(dataDir, 'private', 'documents', withDocuments!.nationalIdPath!));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const admin = await signIn(server.app, server.db, 'admin');
    const status = await server.app.inject({ method: 'GET', url: `/api/documents/${withDocuments!.userId}/status`, headers: admin.headers });
    expect(status.statusCode, status.body).toBe(200);
    for (const link of [status.json().documents.nationalIdPath, status.json().documents.institutionIdPath]) {
      const file = await server.app.inject({ method: 'GET', url: link, headers: admin.headers });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
  }, 60_000);

  it('adds no marketplace without SEED_DEMO', async () => {
    const result = await seedDatabase(server.db, { ...server.config, SEED_DEMO: false }, { marketplace: { tutors: 5, jobs: 5 } });
    expect(result.marketplace).toBeUndefined();
    expect(await server.db.select().from(tuitions)).toEqual([]);
  });
});
