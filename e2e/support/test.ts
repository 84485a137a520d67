import { test as base } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/** The first worker's port; worker N serves on base + 1000 × N (helpers' own runs pick other bases). */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Journeys seed an empty database first: a loaded machine needs time. */
const START_TIMEOUT_MS = 180_000;
/** Health answers before an empty database is seeded (server/main.ts seeds after listen). */
const READY = /Seeded accounts|Accounts seeded earlier|No starting accounts/;

export interface E2eServer {
  url: string;
  /** The server's DATA_DIR: PGlite, uploads and the mail/SMS outboxes the journeys read codes from. */
  dataDir: string;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Every Playwright worker runs its journeys against a server of its own (own port, own empty data folder, seeded
 * demo), so two workers never see each other's writes, and each worker's files run in order as before.
 */
export const test = base.extend<object, { e2eServer: E2eServer }>({
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, provide, workerInfo) => {
      const port = BASE_PORT + 1000 * workerInfo.parallelIndex;
      const dataDir = process.env.E2E_DATA_DIR_BASE
        ? `${process.env.E2E_DATA_DIR_BASE}-${port}`
        : join(tmpdir(), `shikhon-e2e-${port}`);
      await rm(dataDir, { recursive: true, force: true });
      const url = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: url,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          // Journeys log in and register many times: the auth rate limit would only measure the suite.
          RATE_LIMIT_MAX: '10000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`The e2e server on ${url} did not start in ${START_TIMEOUT_MS / 1000} s:\n${output}`)),
          START_TIMEOUT_MS,
        );
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (READY.test(output)) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout?.on('data', onData);
        child.stderr?.on('data', onData);
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`The e2e server on ${url} exited with ${code} before it was ready:\n${output}`));
        });
      });
      // Keep draining the pipes so a chatty server never blocks on a full buffer.
      child.stdout?.resume();
      child.stderr?.resume();
      // The outbox readers (support/outbox.ts, support/mails.ts) run in this worker process.
      process.env.E2E_DATA_DIR = dataDir;
      await provide({ url, dataDir });
      await stop(child);
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 20_000 },
  ],
  baseURL: async ({ e2eServer }, provide) => {
    await provide(e2eServer.url);
  },
});
