// `npm run seed`: migrates the configured database and seeds it when empty (accounts and the demo
// marketplace), without starting the server.
// `npm run seed -- --tutors 25000 --jobs 5000 [--seed shikhon]`: also generates a marketplace of that size
// (for benchmarks) into the configured database, as long as no generated data is there yet.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { DataFolderLockedError, lockDataFolder, pgliteFolderOf } from '../db/data-folder-lock';
import { describeAccounts, describeMarketplace, generateMarketplace, seedDatabase } from './index';
import { DEMO_MARKETPLACE, hasGeneratedData, SEED_EMAIL_DOMAIN } from './marketplace';

function readScale() {
  const { values } = parseArgs({
    options: { tutors: { type: 'string' }, jobs: { type: 'string' }, seed: { type: 'string' } },
    strict: true,
  });
  const count = (name: string, value: string | undefined, fallback: number) => {
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0) throw new ConfigError([`--${name} must be a whole number (got "${value}")`]);
    return parsed;
  };
  const custom = values.tutors !== undefined || values.jobs !== undefined;
  return {
    custom,
    scale: { tutors: count('tutors', values.tutors, DEMO_MARKETPLACE.tutors), jobs: count('jobs', values.jobs, DEMO_MARKETPLACE.jobs) },
    seed: values.seed,
  };
}

async function main(): Promise<void> {
  const { custom, scale, seed } = readScale();
  const config = loadConfig();
  // The same one-writer lock as the server: seeding a folder a running server has open would lose writes.
  const lock = config.DATABASE_URL ? undefined : await lockDataFolder(pgliteFolderOf(config.DATA_DIR));
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const started = Date.now();
    const onProgress = (stage: string) => process.stdout.write(`  ${stage} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
    const options = { ...(seed ? { seed } : {}), onProgress };
    const result = await seedDatabase(database.db, config, custom ? {} : { ...options, marketplace: scale });
    if (custom) {
      if (await hasGeneratedData(database.db)) {
        throw new ConfigError([
          `This database already holds generated members (@${SEED_EMAIL_DOMAIN}). Use an empty DATA_DIR or DATABASE_URL for another set.`,
        ]);
      }
      process.stdout.write(`Generating ${scale.tutors} tutors and ${scale.jobs} active jobs...\n`);
      result.marketplace = await generateMarketplace(database.db, config, scale, options);
    }
    process.stdout.write(
      `Database: ${database.kind} (${database.location})\n${describeAccounts(result)}\n` +
        (custom && result.marketplace && result.accounts.length === 0 ? `${describeMarketplace(result.marketplace)}\n` : '') +
        `Took ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  } finally {
    await database.close();
    await lock?.release();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataFolderLockedError;
  process.stderr.write(`${known ? error.message : String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
