// `npm run seed`: migrates the configured database and seeds it when empty, without starting the server.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { describeAccounts, seedDatabase } from './index';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const result = await seedDatabase(database.db, config);
    process.stdout.write(`Database: ${database.kind} (${database.location})\n${describeAccounts(result)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
