import { count, inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { createAccounts, DEMO_GUARDIAN, DEMO_TUTOR, existingAccounts, startingAccounts, type DemoAccount } from './accounts';
import {
  DEFAULT_SEED,
  documentsDirOf,
  planMarketplace,
  SEED_EMAIL_DOMAIN,
  SEED_MEMBER_PASSWORD,
  seedMarketplace,
  type DemoMembers,
  type MarketplaceScale,
  type MarketplaceSummary,
} from './marketplace';

export { DEMO_GUARDIAN, DEMO_TUTOR, adminAccount, type DemoAccount } from './accounts';
export { DEMO_MARKETPLACE, type MarketplaceScale, type MarketplaceSummary } from './marketplace';

export interface SeedResult {
  /** True when this run filled an empty database. */
  seeded: boolean;
  /** The starting accounts that exist now, with the passwords they were seeded with. */
  accounts: DemoAccount[];
  /** What the marketplace generator added, when it ran. */
  marketplace?: MarketplaceSummary;
}

export type SeedConfig = Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SEED_DEMO' | 'UPLOADS_DIR' | 'DATA_DIR'>;

export interface SeedOptions {
  /** With SEED_DEMO, also generate the demo marketplace at this scale (main.ts passes DEMO_MARKETPLACE). */
  marketplace?: MarketplaceScale;
  /** The generator's seed (default "shikhon"): the same seed, scale and `now` give the same data. */
  seed?: string;
  now?: Date;
  onProgress?: (stage: string) => void;
}

/** The demo accounts the generated data attaches to, when they exist. */
export async function findDemoMembers(db: Database): Promise<DemoMembers> {
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.email, [DEMO_TUTOR.email, DEMO_GUARDIAN.email]));
  const tutor = rows.find((row): row is typeof row & { email: string } => row.email === DEMO_TUTOR.email && row.userType === 'tutor');
  const guardian = rows.find(
    (row): row is typeof row & { email: string } => row.email === DEMO_GUARDIAN.email && row.userType === 'student',
  );
  return {
    ...(tutor ? { tutor: { id: tutor.id, name: tutor.name, email: tutor.email, phone: tutor.phone } } : {}),
    ...(guardian
      ? { guardian: { id: guardian.id, name: guardian.name, email: guardian.email, phone: guardian.phone, studentId: guardian.studentId } }
      : {}),
  };
}

/** Generates the marketplace into the database (see server/seed/marketplace.ts). */
export async function generateMarketplace(
  db: Database,
  config: Pick<Config, 'UPLOADS_DIR' | 'DATA_DIR'>,
  scale: MarketplaceScale,
  options: Omit<SeedOptions, 'marketplace'> = {},
): Promise<MarketplaceSummary> {
  const plan = planMarketplace(scale, options.seed ?? DEFAULT_SEED, options.now ?? new Date());
  return seedMarketplace(db, {
    plan,
    passwordHash: await hashPassword(SEED_MEMBER_PASSWORD),
    uploadsDir: config.UPLOADS_DIR,
    documentsDir: documentsDirOf(config.DATA_DIR),
    demo: await findDemoMembers(db),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
}

/**
 * Fills an empty database: the admin, and with SEED_DEMO the demo guardian and tutor, plus (when
 * `options.marketplace` is given) the generated marketplace. A database that has users is left as it is.
 */
export async function seedDatabase(db: Database, config: SeedConfig, options: SeedOptions = {}): Promise<SeedResult> {
  const accounts = startingAccounts(config);
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return { seeded: false, accounts: await existingAccounts(db, accounts) };
  await createAccounts(db, accounts);
  if (!config.SEED_DEMO || !options.marketplace) return { seeded: true, accounts };
  const marketplace = await generateMarketplace(db, config, options.marketplace, options);
  return { seeded: true, accounts, marketplace };
}

/** One line about generated data, for the start-up banner and the seed CLI. */
export function describeMarketplace(summary: MarketplaceSummary): string {
  return [
    `Demo data: ${summary.tutors} tutors, ${summary.students} guardians/students, ${summary.activeJobs} active jobs ` +
      `(+${summary.assignedJobs} assigned, ${summary.closedJobs} closed), ${summary.requests} requests, ` +
      `${summary.applications} applications, ${summary.payments} payments.`,
    `  Generated members log in with ${SEED_MEMBER_PASSWORD} (e.g. tutor1@${SEED_EMAIL_DOMAIN}, student1@${SEED_EMAIL_DOMAIN}).`,
  ].join('\n');
}

/** The lines main.ts and the seed CLI print. */
export function describeAccounts(result: SeedResult): string {
  if (result.accounts.length === 0) return 'No starting accounts found (the database had users before seeding).';
  const heading = result.seeded
    ? 'Seeded accounts (log in with these):'
    : 'Accounts seeded earlier (passwords as seeded, unless changed since):';
  const width = Math.max(...result.accounts.map((account) => account.label.length));
  const lines = result.accounts.map(
    (account) =>
      `  ${account.label.padEnd(width)}  ${account.email}  /  ${account.passwordFromEnv ? '(the ADMIN_PASSWORD you set)' : account.password}`,
  );
  return [heading, ...lines, ...(result.marketplace ? [describeMarketplace(result.marketplace)] : [])].join('\n');
}
