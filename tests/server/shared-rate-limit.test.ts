// @vitest-environment node
// Two server processes behind one load balancer: with REDIS_URL their rate limits are one count; without it
// each process counts alone. The Redis half runs when TEST_REDIS_URL is set (CI sets it) and says so otherwise.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, openTestDatabase, type TestDatabase, type TestServer } from './harness';

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
async function twoProcesses(redis?: string): Promise<[TestServer, TestServer]> {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  const config = { RATE_LIMIT_MAX: LIMIT, ...(redis ? { REDIS_URL: redis, REDIS_PREFIX: prefix } : {}) };
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
