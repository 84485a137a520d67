// @vitest-environment node
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { tuitions, tutorProfiles, tutorSearch, users } from '@server/db/schema';
import { COUNT_CACHE_MS, COUNT_STALE_MS, countMatches, EXACT_COUNT_LIMIT } from '@server/services/search-counts';
import { jobNumberOrIdMatches } from '@server/services/tuitions';
import { insertUser, openTestDatabase, type TestDatabase } from './harness';
import { insertTutor } from './marketplace-fixtures';

// Search that scales (drizzle/0006_search_scale.sql, docs/performance.md): Find tutors reads `tutor_search`,
// kept by triggers; large totals are counted once per COUNT_CACHE_MS; the job-id search has a trigram index.

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
});
afterAll(() => database.dispose());

/** tutor_search as its definition says it should be: every tutor, its profile's columns or the defaults. */
async function definition() {
  const rows = await db.execute<Record<string, unknown>>(sql`
    select u.id as user_id, u.is_verified, u.is_premium, u.is_featured, coalesce(p.profile_completion, 0) as profile_completion,
           u.created_at, lower(p.district) as district, coalesce(p.gender, u.gender) as gender,
           coalesce(p.areas, '{}') as areas, coalesce(p.mediums, '{}') as mediums, coalesce(p.classes, '{}') as classes
    from users u left join tutor_profiles p on p.user_id = u.id
    where u.user_type = 'tutor' order by u.id`);
  return (rows as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function stored() {
  const rows = await db.execute<Record<string, unknown>>(sql`
    select user_id, is_verified, is_premium, is_featured, profile_completion, created_at, district, gender, areas, mediums, classes
    from tutor_search order by user_id`);
  return (rows as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('tutor_search', () => {
  it('follows accounts and profiles through inserts, changes and deletes', async () => {
    const withProfile = await insertTutor(db, { gender: 'Female', profile: { district: 'Dhaka', areas: ['Mirpur'] } });
    const withoutProfile = await insertTutor(db, { gender: 'Male', profile: null });
    await insertUser(db, { userType: 'student' });
    expect(await stored()).toEqual(await definition());
    expect((await stored()).map((row) => row.user_id)).toHaveLength(2);

    await db.update(users).set({ isVerified: true, isPremium: true }).where(eq(users.id, withoutProfile.user.id));
    await db
      .update(tutorProfiles)
      .set({ district: 'Chattogram', gender: 'Male', mediums: ['english-medium'], profileCompletion: 80 })
      .where(eq(tutorProfiles.userId, withProfile.user.id));
    expect(await stored()).toEqual(await definition());
    const [changed] = await db.select().from(tutorSearch).where(eq(tutorSearch.userId, withProfile.user.id));
    expect(changed).toMatchObject({ district: 'chattogram', gender: 'Male', mediums: ['english-medium'], profileCompletion: 80 });

    // A removed profile leaves the tutor with the account's gender and no lists; a removed account leaves nothing.
    await db.delete(tutorProfiles).where(eq(tutorProfiles.userId, withProfile.user.id));
    const [bare] = await db.select().from(tutorSearch).where(eq(tutorSearch.userId, withProfile.user.id));
    expect(bare).toMatchObject({ district: null, gender: 'Female', areas: [], profileCompletion: 0 });
    await db.delete(users).where(eq(users.id, withoutProfile.user.id));
    expect(await stored()).toEqual(await definition());
    expect(await stored()).toHaveLength(1);
  });
});

describe('the job-id search', () => {
  it('has a trigram index on id::text that the board can use', async () => {
    const result = await db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'tuitions' and indexname = 'tuitions_id_trgm_idx'`,
    );
    const [index] = (result as unknown as { rows: { indexdef: string }[] }).rows;
    expect(index?.indexdef).toMatch(/gin \(\(\(id\)::text\) gin_trgm_ops\)/);
    // With a few thousand jobs and their statistics, the planner answers the id filter from that index.
    await db.execute(
      sql`insert into ${tuitions} (district, category, class_level) select 'Dhaka', 'Bangla Medium', 'Class 8' from generate_series(1, 3000)`,
    );
    await db.execute(sql`analyze ${tuitions}`);
    const explained = await db.execute<{ 'QUERY PLAN': string }>(
      sql`explain select count(*) from ${tuitions} where ${jobNumberOrIdMatches('ab1')}`,
    );
    const plan = (explained as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('tuitions_id_trgm_idx');
  });
});

describe('countMatches', () => {
  const fakeDb = () => ({}) as Database;

  it('counts exactly, every time, below EXACT_COUNT_LIMIT', async () => {
    const key = fakeDb();
    let matches = 7;
    let fullCounts = 0;
    const full = async () => ((fullCounts += 1), matches);
    const bounded = async (limit: number) => Math.min(limit, matches);
    expect(await countMatches(key, 'k', bounded, full, 0)).toBe(7);
    matches = 8;
    expect(await countMatches(key, 'k', bounded, full, 1)).toBe(8);
    expect(fullCounts).toBe(0);
  });

  it('counts a large total once per COUNT_CACHE_MS and filter set, then counts it again', async () => {
    const key = fakeDb();
    let matches = EXACT_COUNT_LIMIT + 500;
    let fullCounts = 0;
    const full = async () => ((fullCounts += 1), matches);
    const bounded = async (limit: number) => Math.min(limit, matches);
    const totals = await Promise.all([0, 1, 2].map((at) => countMatches(key, 'big', bounded, full, at)));
    expect(totals).toEqual([matches, matches, matches]);
    expect(fullCounts).toBe(1);
    matches += 1;
    expect(await countMatches(key, 'big', bounded, full, COUNT_CACHE_MS - 1)).toBe(matches - 1);
    expect(await countMatches(key, 'other', bounded, full, 10)).toBe(matches);
    // Past COUNT_CACHE_MS the kept total is still answered, once, while it is counted again behind it.
    expect(await countMatches(key, 'big', bounded, full, COUNT_CACHE_MS + 1)).toBe(matches - 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await countMatches(key, 'big', bounded, full, COUNT_CACHE_MS + 2)).toBe(matches);
    expect(fullCounts).toBe(3);
    // Another database has its own totals.
    expect(await countMatches(fakeDb(), 'big', bounded, async () => 5, 2)).toBe(5);
  });

  it('waits for a new count when the kept total is older than COUNT_STALE_MS, and is exact again below the limit', async () => {
    const key = fakeDb();
    let matches = EXACT_COUNT_LIMIT + 10;
    let fullCounts = 0;
    const full = async () => ((fullCounts += 1), matches);
    const bounded = async (limit: number) => Math.min(limit, matches);
    expect(await countMatches(key, 'big', bounded, full, 0)).toBe(matches);
    matches += 5;
    expect(await countMatches(key, 'big', bounded, full, COUNT_CACHE_MS + COUNT_STALE_MS + 1)).toBe(matches);
    expect(fullCounts).toBe(2);

    // Jobs closed meanwhile: the recount behind an old total finds fewer than the limit, so the next is exact.
    const later = COUNT_CACHE_MS * 2 + COUNT_STALE_MS + 10;
    matches = 12;
    expect(await countMatches(key, 'big', bounded, full, later)).toBe(EXACT_COUNT_LIMIT + 15);
    await new Promise((resolve) => setTimeout(resolve, 0));
    matches = 11;
    expect(await countMatches(key, 'big', bounded, full, later + 1)).toBe(11);
    expect(fullCounts).toBe(2);
  });

  it('does not keep a failed count', async () => {
    const key = fakeDb();
    const bounded = async (limit: number) => limit;
    await expect(countMatches(key, 'k', bounded, () => Promise.reject(new Error('lost')), 0)).rejects.toThrow('lost');
    expect(await countMatches(key, 'k', bounded, async () => 4321, 1)).toBe(4321);
  });
});
