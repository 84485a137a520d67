// `npm run backup [-- --out <file>]` and `npm run restore -- <file> [--force]` for a PGlite install (DATA_DIR).
// Both refuse while a server or seed has the data folder open. See docs/operations.md, "Backup and restore".
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataFolderLockedError } from '../db/data-folder-lock';
import { backupDataFolder, BackupError, restoreDataFolder } from './index';

const USAGE = [
  'Usage:',
  '  npm run backup [-- --out backups/shikhon.tar.gz]   write the database and files of DATA_DIR to one file',
  '  npm run restore -- <backup file> [--force]          read a backup into an empty DATA_DIR (--force replaces)',
].join('\n');

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { out: { type: 'string', short: 'o' }, force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const started = Date.now();

  if (command === 'backup') {
    const out = values.out ?? positionals[0] ?? path.join('backups', `shikhon-${stamp(new Date())}.tar.gz`);
    const result = await backupDataFolder(config, out);
    process.stdout.write(
      `Backed up ${config.DATA_DIR} to ${result.file} (${megabytes(result.bytes)}: the database and ` +
        `${result.manifest.files} files) in ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
        (config.S3_URL
          ? `Note: S3_URL is set, so the uploads and identity documents live in the bucket ${config.S3_BUCKET ?? ''} and are ` +
            'not in this file: back the bucket up with its own tools (versioning or replication).\n'
          : ''),
    );
    return;
  }
  if (command === 'restore') {
    const file = positionals[0];
    if (!file) throw new BackupError(`Which backup? ${USAGE}`);
    const result = await restoreDataFolder(config, file, { force: values.force });
    process.stdout.write(
      `Restored ${path.resolve(file)} (made ${result.manifest.createdAt}) into ${config.DATA_DIR}: the database and ` +
        `${result.files} files, in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the server with this DATA_DIR.\n`,
    );
    return;
  }
  throw new BackupError(USAGE);
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof DataFolderLockedError || error instanceof ConfigError;
  const usage = error instanceof TypeError && (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
  process.stderr.write(`${known || usage ? (error as Error).message : String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
