// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { DEFAULT_ADMIN_PASSWORD } from '@server/config';
import { openDatabase } from '@server/db/database';
import { users } from '@server/db/schema';
import { DEMO_GUARDIAN, DEMO_TUTOR, describeAccounts, seedDatabase } from '@server/seed';
import { createMemoryMailer } from '@server/services/mail';
import { openTestDatabase, testConfig, truncateAll, type TestDatabase } from './harness';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});
beforeEach(async () => {
  await truncateAll(database.handle.db);
});

describe('seedDatabase', () => {
  it('fills an empty database with the admin, a guardian and a tutor who can log in', async () => {
    const config = testConfig({ SEED_DEMO: true });
    const result = await seedDatabase(database.handle.db, config);
    expect(result.seeded).toBe(true);
    expect(result.accounts.map((account) => account.email)).toEqual([
      'admin@shikhon.test',
      'guardian@shikhon.test',
      'tutor@shikhon.test',
    ]);

    const rows = await database.handle.db.select().from(users);
    expect(rows.map((row) => row.userType).sort()).toEqual(['admin', 'student', 'tutor']);
    expect(rows.every((row) => row.passwordHash.startsWith('$argon2id$'))).toBe(true);

    const app = await buildApp({ config, db: database.handle.db, mailer: createMemoryMailer() });
    try {
      for (const [emailOrPhone, password, userType] of [
        ['admin@shikhon.test', DEFAULT_ADMIN_PASSWORD, 'admin'],
        [DEMO_GUARDIAN.email, DEMO_GUARDIAN.password, 'student'],
        [DEMO_TUTOR.email, DEMO_TUTOR.password, 'tutor'],
      ]) {
        const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailOrPhone, password, userType } });
        expect(response.statusCode, emailOrPhone).toBe(200);
      }
    } finally {
      await app.close();
    }
    expect(describeAccounts(result)).toContain(`${DEMO_TUTOR.email}  /  ${DEMO_TUTOR.password}`);
  });

  it('leaves a database that has users alone', async () => {
    const config = testConfig({ SEED_DEMO: true });
    await seedDatabase(database.handle.db, config);
    const again = await seedDatabase(database.handle.db, config);
    expect(again.seeded).toBe(false);
    expect(again.accounts).toHaveLength(3);
    expect(await database.handle.db.select().from(users)).toHaveLength(3);
    expect(describeAccounts(again)).toContain('seeded earlier');
  });

  it('with SEED_DEMO=false creates only the admin, from ADMIN_EMAIL and ADMIN_PASSWORD, and never prints that password', async () => {
    const config = testConfig({ SEED_DEMO: false, ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'a-long-operator-secret' });
    const result = await seedDatabase(database.handle.db, config);
    const rows = await database.handle.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ops@example.com', userType: 'admin' });
    const printed = describeAccounts(result);
    expect(printed).toContain('ops@example.com');
    expect(printed).not.toContain('a-long-operator-secret');
  });
});

describe('PGlite in a data folder', () => {
  it('keeps its data: a second open migrates nothing new and finds the seeded users', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shikhon-data-'));
    try {
      const config = testConfig({ SEED_DEMO: true });
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      expect(first.location).toBe(path.join(dataDir, 'pglite'));
      await first.migrate();
      expect((await seedDatabase(first.db, config)).seeded).toBe(true);
      await first.close();

      const second = await openDatabase({ dataDir });
      await second.migrate();
      const result = await seedDatabase(second.db, config);
      expect(result.seeded).toBe(false);
      expect(await second.db.select().from(users)).toHaveLength(3);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000); // creating a PGlite folder writes a whole cluster: slow on a busy disk
});
