import { count } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { createAccounts, existingAccounts, startingAccounts, type DemoAccount } from './accounts';

export { DEMO_GUARDIAN, DEMO_TUTOR, adminAccount, type DemoAccount } from './accounts';

export interface SeedResult {
  /** True when this run filled an empty database. */
  seeded: boolean;
  /** The starting accounts that exist now, with the passwords they were seeded with. */
  accounts: DemoAccount[];
}

type SeedConfig = Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SEED_DEMO'>;

/**
 * Fills an empty database: the admin, and with SEED_DEMO the demo guardian and tutor. A database that has
 * users is left as it is. (The marketplace data generator of a later issue runs from here too.)
 */
export async function seedDatabase(db: Database, config: SeedConfig): Promise<SeedResult> {
  const accounts = startingAccounts(config);
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return { seeded: false, accounts: await existingAccounts(db, accounts) };
  await createAccounts(db, accounts);
  return { seeded: true, accounts };
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
  return [heading, ...lines].join('\n');
}
