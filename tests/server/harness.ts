// Test harness for server integration tests: a real database per test file (PGlite in memory, or a fresh
// PostgreSQL database when TEST_DB=postgres), the real app, a mailer that keeps mails, and a clock to move.
import { createMemorySmsGateway, type SmsGateway } from '../../server/services/sms';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type App, type AppDeps } from '@server/app';
import { makeConfig, type Config, type ConfigInput } from '@server/config';
import { migrationsFolder, openDatabase, type Database, type DatabaseHandle } from '@server/db/database';
import { migrationsKey, templateTarball } from '@server/db/pglite-template';
import type { Clock } from '@server/services/clock';
import { createMemoryMailer, type Mailer, type MemoryMailer } from '@server/services/mail';
import { hashPassword } from '@server/services/passwords';
import { createUser, type NewUser } from '@server/services/users';

export interface TestClock extends Clock {
  set(date: Date): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export const usesPostgres = process.env.TEST_DB === 'postgres';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/**
 * The migrated PostgreSQL template for these migrations (`shikhon_template_<key>`), made once: the first worker to
 * need it builds it under an advisory lock (as `<name>_partial`, renamed when migrated, so nobody copies half of
 * one); the others wait on the lock and find it.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `shikhon_template_${await migrationsKey(migrationsFolder)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`SELECT pg_advisory_lock(hashtext('shikhon_test_template'))`);
    const found = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
    if (found.rowCount === 0) {
      const partial = `${name}_partial`;
      await admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${partial}`);
      const url = new URL(adminUrl);
      url.pathname = `/${partial}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      // Templates of other migration sets stay: another checkout on this server may be testing with one.
      await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
    }
  } finally {
    await admin.query(`SELECT pg_advisory_unlock(hashtext('shikhon_test_template'))`).catch(() => undefined);
    await admin.end();
  }
  return name;
}

let pgliteTemplate: Promise<Blob> | undefined;
let postgresTemplateName: Promise<string> | undefined;

/**
 * A new, migrated database: PGlite in memory loaded from the migrated template's dump, or on PostgreSQL
 * CREATE DATABASE shikhon_test_<random> TEMPLATE shikhon_template_<key>. The template is migrated once for all
 * workers (server/db/pglite-template.ts keeps the PGlite one in node_modules/.cache/shikhon).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!usesPostgres) {
    pgliteTemplate ??= templateTarball(migrationsFolder);
    const handle = await openDatabase({ loadDataDir: await pgliteTemplate });
    return { handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  postgresTemplateName ??= postgresTemplate(adminUrl);
  const template = await postgresTemplateName;
  const name = `shikhon_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Copying a template needs nobody connected to it; two copies at once are fine, a rare clash is retried.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    handle,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Empties every table of the public schema (the migrations journal lives in its own schema). */
export async function truncateAll(db: Database): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = (result as unknown as { rows: { tablename: string }[] }).rows.map((row) => `"${row.tablename}"`);
  if (tables.length > 0) await db.execute(sql.raw(`TRUNCATE TABLE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
}

export interface TestServer<M extends Mailer = MemoryMailer> {
  app: App;
  db: Database;
  config: Config;
  mailer: M;
  clock: TestClock;
  /** Between tests: empty tables, forget mails, clock back to now. */
  reset(): Promise<void>;
  /** After the file: close the app and the database. */
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<ConfigInput> = {}): Config {
  return makeConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: 10_000,
    // Tests write rows straight into the database and read them back as guests: public answers are not kept
    // (tests/server/public-answer-cache.test.ts turns it on).
    PUBLIC_CACHE_MS: 0,
    SEED_DEMO: false,
    CLIENT_DIR: '/nonexistent-client-dir',
    DATA_DIR: '/nonexistent-data-dir',
    // The queue's worker stays off: tests run the jobs they mean to with app.queue.drain() (or pass QUEUE_WORKER).
    QUEUE_WORKER: false,
    ...overrides,
  });
}

export interface TestServerOptions<M extends Mailer> {
  config?: Partial<ConfigInput>;
  /** Share one database between servers of a file; the caller disposes it. */
  database?: TestDatabase;
  /** Another mailer (SMTP, outbox) instead of the in-memory one. */
  mailer?: M;
  /** Where SMS go: in memory unless the server has a real DATA_DIR (then its sms-outbox) or one is given. */
  sms?: SmsGateway;
  logStream?: NodeJS.WritableStream;
  /** Runs before app.ready(), e.g. to add a route that fails on purpose. */
  beforeReady?: (app: App) => void;
  /** The public pages' server render (src/app/entrypoint/server.tsx from source); unset: the built one, if any. */
  pageRenderer?: AppDeps['pageRenderer'];
}

export async function createTestServer<M extends Mailer = MemoryMailer>(
  options: TestServerOptions<M> = {},
): Promise<TestServer<M>> {
  const database = options.database ?? (await openTestDatabase());
  const config = testConfig(options.config);
  const mailer = options.mailer ?? (createMemoryMailer(config.MAIL_FROM) as unknown as M);
  const clock = createTestClock();
  const sms = options.sms ?? (config.DATA_DIR.startsWith('/nonexistent') ? createMemorySmsGateway() : undefined);
  const app = await buildApp({
    config,
    db: database.handle.db,
    mailer,
    ...(sms ? { sms } : {}),
    clock,
    logStream: options.logStream,
    pageRenderer: options.pageRenderer,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.handle.db,
    config,
    mailer,
    clock,
    async reset() {
      await truncateAll(database.handle.db);
      if ('sent' in mailer && Array.isArray(mailer.sent)) mailer.sent.length = 0;
      clock.set(new Date());
    },
    async close() {
      await app.close();
      mailer.close();
      if (!options.database) await database.dispose();
    },
  };
}

export interface SetupTestServerOptions extends Omit<TestServerOptions<MemoryMailer>, 'database' | 'mailer'> {
  /** Give the server a fresh temporary DATA_DIR (folder name starting with this prefix), removed after the file. */
  dataDirPrefix?: string;
}

/** The file's server, read through getters: its parts exist from `beforeAll` on. */
export interface FileTestServer extends Omit<TestServer, 'close'> {
  /** The file's database, e.g. for a second server on the same data. */
  readonly database: TestDatabase;
  /** The temporary DATA_DIR (only with `dataDirPrefix`). */
  readonly dataDir: string;
}

/**
 * Registers the file's hooks: one server and database opened before all tests, emptied (`reset`) before each,
 * closed (with its database and temporary DATA_DIR) after all. Call it at the top of a test file; a file's own
 * `beforeEach` registered after it runs after the reset.
 */
export function setupTestServer(options: SetupTestServerOptions = {}): FileTestServer {
  const { dataDirPrefix, ...serverOptions } = options;
  let database: TestDatabase | undefined;
  let current: TestServer | undefined;
  let dataDir: string | undefined;
  const open = (): TestServer => {
    if (!current) throw new Error('setupTestServer: the server opens in beforeAll');
    return current;
  };

  beforeAll(async () => {
    if (dataDirPrefix) dataDir = await mkdtemp(path.join(tmpdir(), dataDirPrefix));
    database = await openTestDatabase();
    const config = dataDir ? { ...serverOptions.config, DATA_DIR: dataDir } : serverOptions.config;
    current = await createTestServer({ ...serverOptions, config, database });
  });
  afterAll(async () => {
    await current?.close();
    await database?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await open().reset();
  });

  return {
    get app() {
      return open().app;
    },
    get db() {
      return open().db;
    },
    get config() {
      return open().config;
    },
    get mailer() {
      return open().mailer;
    },
    get clock() {
      return open().clock;
    },
    get database() {
      open();
      return database!;
    },
    get dataDir() {
      if (!dataDir) throw new Error('setupTestServer: no dataDirPrefix given');
      return dataDir;
    },
    reset: () => open().reset(),
  };
}

/** The code in the newest mail to this address (six digits standing alone). */
export function latestOtp(mailer: MemoryMailer, email: string): string {
  const mail = [...mailer.sent].reverse().find((sent) => sent.to === email.toLowerCase());
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No OTP mail for ${email}`);
  return code;
}

let phoneCounter = 0;
export function uniquePhone(): string {
  phoneCounter += 1;
  return `0181${String(Date.now() % 10_000).padStart(4, '0')}${String(phoneCounter).padStart(3, '0')}`;
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    phone: '01811000001',
    password: 'secret-pass',
    confirmPassword: 'secret-pass',
    userType: 'student',
    ...overrides,
  };
}

/** Creates an account straight in the database (real argon2id hash), for tests about other things. */
export async function insertUser(
  db: Database,
  input: Partial<Omit<NewUser, 'passwordHash' | 'email'>> & { password?: string; email?: string } = {},
) {
  const password = input.password ?? 'secret-pass';
  // Test accounts have an e-mail (a phone-only account is made through the registration routes).
  const email = input.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const created = await createUser(db, {
    name: input.name ?? 'Test User',
    email,
    phone: input.phone ?? uniquePhone(),
    userType: input.userType ?? 'student',
    gender: input.gender ?? null,
    passwordHash: await hashPassword(password),
  });
  const user = { ...created, email };
  return { user, password };
}

/** Logs in through the API and returns the bearer token. */
export async function loginToken(
  app: App,
  credentials: { emailOrPhone: string; password: string; userType: string; rememberMe?: boolean },
): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ user: { token: string } }>().user.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
