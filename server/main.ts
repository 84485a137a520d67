// The server process: `node --import tsx server/main.ts` (npm start builds the client first).
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config';
import { DataFolderLockedError, lockDataFolder, pgliteFolderOf } from './db/data-folder-lock';

function readConfig(): Config {
  // A local .env is read when present; real environment variables win over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable and its default.\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  // One writer per PGlite folder: a second process refuses to start (PostgreSQL arbitrates its own clients).
  const lock = config.DATABASE_URL ? undefined : await lockDataFolder(pgliteFolderOf(config.DATA_DIR));
  // The rest of the server is loaded after the lock, so a refused start answers within a second or two.
  const [{ buildApp }, { openDatabase }, { DEMO_MARKETPLACE, describeAccounts, seedDatabase }, { createMailer }] = await Promise.all([
    import('./app'),
    import('./db/database'),
    import('./seed'),
    import('./services/mail'),
  ]);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();

  const mailer = createMailer({ from: config.MAIL_FROM, smtpUrl: config.SMTP_URL, outboxDir: config.OUTBOX_DIR });
  const app = await buildApp({ config, db: database.db, mailer });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      process.exit(1); // a second signal: stop now
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      mailer.close();
      await database.close();
      await lock?.release();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const mail =
    mailer.kind === 'smtp' ? 'SMTP (SMTP_URL)' : `written to ${config.OUTBOX_DIR} (no SMTP_URL; OTPs are also logged)`;
  process.stdout.write(
    [
      '',
      `Shikhon is running on http://localhost:${port} (public URL ${config.PUBLIC_URL})`,
      `  API docs  http://localhost:${port}/api/docs`,
      `  Database  ${database.kind} (${database.location})`,
      `  Mail      ${mail}`,
      '',
    ].join('\n') + '\n',
  );
  // Seeding runs after listen, so /api/health answers while an empty database is filled (a few seconds of argon2
  // hashes and demo rows); the accounts are printed when it is done. A database that has users is left as it is.
  const seeding = setTimeout(() => process.stdout.write('Seeding the starting accounts and demo data...\n'), 500);
  const seed = await seedDatabase(database.db, config, { marketplace: DEMO_MARKETPLACE });
  clearTimeout(seeding);
  process.stdout.write(`${describeAccounts(seed)}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof DataFolderLockedError) {
    process.stderr.write(`Shikhon could not start: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Shikhon could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
