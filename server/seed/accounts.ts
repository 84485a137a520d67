import { inArray } from 'drizzle-orm';
import { DEFAULT_ADMIN_PASSWORD, type Config } from '../config';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { createUser, type Gender, type UserType } from '../services/users';

export interface DemoAccount {
  label: string;
  userType: UserType;
  name: string;
  email: string;
  phone: string;
  password: string;
  gender?: Gender;
  /** Set by the operator (ADMIN_PASSWORD): never printed. */
  passwordFromEnv?: boolean;
}

/** Fixed, documented demo logins (docs/operations and the start-up banner show them). */
export const DEMO_GUARDIAN = {
  label: 'Guardian/Student',
  userType: 'student',
  name: 'Farhana Akter',
  email: 'guardian@shikhon.test',
  phone: '01700000002',
  password: 'Guardian@123',
} as const satisfies DemoAccount;

export const DEMO_TUTOR = {
  label: 'Tutor',
  userType: 'tutor',
  name: 'Tanvir Hasan',
  email: 'tutor@shikhon.test',
  phone: '01700000003',
  password: 'Tutor@123',
  gender: 'Male',
} as const satisfies DemoAccount;

export function adminAccount(config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>): DemoAccount {
  return {
    label: 'Admin',
    userType: 'admin',
    name: 'Shikhon Admin',
    email: config.ADMIN_EMAIL,
    phone: '01700000001',
    password: config.ADMIN_PASSWORD,
    passwordFromEnv: config.ADMIN_PASSWORD !== DEFAULT_ADMIN_PASSWORD,
  };
}

/** The admin always (an install needs one); the guardian and tutor only for a demo install. */
export function startingAccounts(config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SEED_DEMO'>): DemoAccount[] {
  return config.SEED_DEMO ? [adminAccount(config), DEMO_GUARDIAN, DEMO_TUTOR] : [adminAccount(config)];
}

export async function createAccounts(db: Database, accounts: DemoAccount[]): Promise<void> {
  const hashed = await Promise.all(accounts.map(async (account) => ({ account, hash: await hashPassword(account.password) })));
  await db.transaction(async (tx) => {
    for (const { account, hash } of hashed) {
      await createUser(tx, { ...account, passwordHash: hash, gender: account.gender ?? null });
    }
  });
}

/** Which of these accounts exist (by e-mail), for the start-up banner on a database seeded earlier. */
export async function existingAccounts(db: Database, accounts: DemoAccount[]): Promise<DemoAccount[]> {
  if (accounts.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, accounts.map((account) => account.email)));
  const present = new Set(rows.map((row) => row.email));
  return accounts.filter((account) => present.has(account.email));
}
