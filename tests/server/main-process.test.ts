// @vitest-environment node
// The real process, as `npm start` runs it: listens on a port, migrates and seeds an empty DATA_DIR, answers
// /api/health, stops cleanly on SIGTERM, and a second start finds the data of the first.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shikhon-main-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = () => {
      const match = /Shikhon is running on (http:\/\/localhost:\d+)/.exec(output);
      if (match && /(Seeded accounts|Accounts seeded earlier)[^\n]*\n(.*\n){3}/.test(output)) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('server/main.ts', () => {
  it('starts on an empty DATA_DIR, seeds, serves, stops on SIGTERM, and reuses the data on the next start', async () => {
    const first = await start({});
    try {
      expect(first.output()).toContain('Seeded accounts (log in with these):');
      expect(first.output()).toContain('admin@shikhon.test  /  Admin@Shikhon1');
      expect(first.output()).toContain('guardian@shikhon.test  /  Guardian@123');
      expect(first.output()).toContain('tutor@shikhon.test  /  Tutor@123');
      const health = await fetch(`${first.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const login = await fetch(`${first.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailOrPhone: 'tutor@shikhon.test', password: 'Tutor@123', userType: 'tutor' }),
      });
      expect(login.status).toBe(200);
    } finally {
      expect(await stop(first.child)).toBe(0);
    }
    expect(await readdir(path.join(dataDir, 'pglite'))).not.toHaveLength(0);

    const second = await start({});
    try {
      expect(second.output()).toContain('Accounts seeded earlier');
      expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    } finally {
      expect(await stop(second.child)).toBe(0);
    }
  }, 150_000);

  it('refuses to start with an invalid environment, naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PORT: 'not-a-port', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
    expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
  }, 60_000);
});
