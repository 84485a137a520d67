// @vitest-environment node
// The log never holds a password, a password hash, an OTP, a session token or a document path, even when a
// request fails with an error that quotes them.
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { scrubText } from '@server/plugins/log-redaction';
import { hashPassword } from '@server/services/passwords';
import { bearer, insertUser, loginToken, setupTestServer } from './harness';

const log = new PassThrough();
let written = '';
log.on('data', (chunk: Buffer) => {
  written += chunk.toString('utf8');
});

const LEAKY_PASSWORD = 'Leaky#Secret-2026';
let leakyHash = '';

const server = setupTestServer({ logStream: log, config: { LOG_LEVEL: 'debug' } });

beforeEach(async () => {
  leakyHash ||= await hashPassword(LEAKY_PASSWORD);
  written = '';
});

describe('log redaction', () => {
  it('a failing statement is logged without its parameters (no hash, no password)', async () => {
    // A statement that fails in the database with a hash and a password among its parameters, as an insert
    // of an account with a broken field once did; logged the way the error handler logs a 500.
    const error = await server.db.execute(sql`select ${leakyHash}::int, ${LEAKY_PASSWORD}::int`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(LEAKY_PASSWORD);
    server.app.log.error({ err: error }, 'request failed');
    expect(written).toContain('request failed');
    expect(written).toContain('Failed query');
    expect(written).not.toContain(leakyHash);
    expect(written).not.toContain(leakyHash.split('$').at(-1)!);
    expect(written).not.toContain(LEAKY_PASSWORD);
  });

  it('secret fields are hidden wherever code logs them', () => {
    server.app.log.info(
      {
        password: LEAKY_PASSWORD,
        otp: '424242',
        user: { passwordHash: leakyHash, token: 'tok-abc' },
        body: { newPassword: LEAKY_PASSWORD, nationalIdPath: 'private/abc/national.png' },
      },
      'fields',
    );
    expect(written).toContain('"fields"');
    for (const secret of [LEAKY_PASSWORD, leakyHash, '424242', 'tok-abc', 'private/abc/national.png']) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('[hidden]');
  });

  it('failed and successful logins, and signed-in calls, leave no password or token in the log', async () => {
    const { user } = await insertUser(server.db, { userType: 'tutor', password: LEAKY_PASSWORD });
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhone: user.email, password: `${LEAKY_PASSWORD}x`, userType: 'tutor' },
    });
    expect(wrong.statusCode).toBe(401);
    const token = await loginToken(server.app, { emailOrPhone: user.email, password: LEAKY_PASSWORD, userType: 'tutor' });
    const me = await server.app.inject({ method: 'GET', url: `/api/auth/get_all_users/${user.id}`, headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: `{"emailOrPhone":"${user.email}","password":"${LEAKY_PASSWORD}","userType":`,
      headers: { 'content-type': 'application/json', ...bearer(token) },
    });
    expect(broken.statusCode).toBe(400);
    expect(written).toContain('incoming request');
    for (const secret of [LEAKY_PASSWORD, token, user.passwordHash]) expect(written).not.toContain(secret);
  });

  it('a signed document link is hidden in the request line', async () => {
    await server.app.inject({ method: 'GET', url: '/api/documents/file/c2VjcmV0LXNpZ25lZC1saW5r.c2ln' });
    expect(written).toContain('/api/documents/file/[hidden]');
    expect(written).not.toContain('c2VjcmV0LXNpZ25lZC1saW5r');
  });

  it('scrubText hides SQL parameters, argon2 hashes, bearer tokens and digests', () => {
    const text = `Failed query: insert into users values ($1, $2)\nparams: rahim@example.com,$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA`;
    expect(scrubText(text)).toBe('Failed query: insert into users values ($1, $2)\nparams: [hidden]');
    expect(scrubText('hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA end')).toBe('hash [hidden] end');
    expect(scrubText(`Bearer ${'a'.repeat(43)}`)).toBe('Bearer [hidden]');
    expect(scrubText(`token ${'ab'.repeat(32)}`)).toBe('token [hidden]');
  });
});
