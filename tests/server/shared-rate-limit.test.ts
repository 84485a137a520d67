// @vitest-environment node
// Two server processes behind one load balancer: with REDIS_URL their rate limits are one count; without it
// each process counts alone. The Redis half runs when TEST_REDIS_URL is set (CI sets it) and says so otherwise.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, insertUser, openTestDatabase, type TestDatabase, type TestServer } from './harness';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) {
  process.stdout.write('shared-rate-limit: TEST_REDIS_URL is unset, so only the in-process rate limit was tested\n');
}

const LIMIT = 3;
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

/** Two apps on one database; with a Redis URL they share it under one fresh prefix. */
async function twoProcesses(redis?: string, rateLimitMax = LIMIT): Promise<[TestServer, TestServer]> {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  const config = { RATE_LIMIT_MAX: rateLimitMax, ...(redis ? { REDIS_URL: redis, REDIS_PREFIX: prefix } : {}) };
  return [await createTestServer({ database, config }), await createTestServer({ database, config })];
}

/** Wrong-password logins, alternating between the two processes; the statuses in order. */
async function alternateLogins(servers: [TestServer, TestServer], count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const server = servers[attempt % 2]!;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhone: 'nobody@example.com', password: 'wrong-password', userType: 'student' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('rate limits across two processes', () => {
  it('without Redis, each process counts its own requests', async () => {
    const servers = await twoProcesses();
    try {
      const statuses = await alternateLogins(servers, 2 * LIMIT);
      expect(statuses.filter((status) => status === 429)).toEqual([]);
      const next = await alternateLogins(servers, 2);
      expect(next).toEqual([429, 429]);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });

  it.runIf(redisUrl)('with Redis, the limit is one count for both processes', async () => {
    const servers = await twoProcesses(redisUrl);
    try {
      const statuses = await alternateLogins(servers, LIMIT + 2);
      expect(statuses.slice(0, LIMIT).every((status) => status !== 429)).toBe(true);
      expect(statuses.slice(LIMIT)).toEqual([429, 429]);
      const refused = await servers[0].app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrPhone: 'nobody@example.com', password: 'wrong-password', userType: 'student' },
      });
      expect(refused.json<{ message: string }>().message).toMatch(/^Too many requests\. Please try again in /);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});

describe('login throttling across two processes', () => {
  /** Wrong passwords for one account, alternating between the processes; the statuses in order. */
  async function wrongPasswords(servers: [TestServer, TestServer], email: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < count; attempt += 1) {
      const response = await servers[attempt % 2]!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrPhone: email, password: 'not-the-password', userType: 'student' },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('without Redis, each process throttles the failures it saw', async () => {
    const servers = await twoProcesses(undefined, 10_000);
    try {
      const { user } = await insertUser(servers[0].db, { userType: 'student' });
      // Five free failures per process: ten alternating tries are all plain refusals.
      expect(await wrongPasswords(servers, user.email, 10)).toEqual(Array(10).fill(401));
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });

  it.runIf(redisUrl)('with Redis, five failures on either process make the next try wait on both', async () => {
    const servers = await twoProcesses(redisUrl, 10_000);
    try {
      const { user, password } = await insertUser(servers[0].db, { userType: 'student' });
      expect(await wrongPasswords(servers, user.email, 7)).toEqual([401, 401, 401, 401, 401, 429, 429]);
      const waiting = await servers[1].app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrPhone: user.email, password, userType: 'student' },
      });
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toMatch(/^\d+$/);
      expect(waiting.json<{ message: string }>().message).toMatch(/Too many failed login attempts for this account/);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});
