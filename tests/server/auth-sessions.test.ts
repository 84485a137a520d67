// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '@server/db/schema';
import { sha256 } from '@server/services/secrets';
import { bearer, insertUser, loginToken, setupTestServer } from './harness';

const server = setupTestServer();

const DAY = 24 * 60 * 60 * 1000;
const login = (payload: Record<string, unknown>) => server.app.inject({ method: 'POST', url: '/api/auth/login', payload });
const getUser = (id: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `/api/auth/get_all_users/${id}`, headers });

describe('POST /api/auth/login', () => {
  it('logs in by e-mail and answers with the session user', async () => {
    const { user } = await insertUser(server.db, { email: 'rahim@example.com', name: 'Rahim', userType: 'tutor', gender: 'Male' });
    const response = await login({ emailOrPhone: 'Rahim@Example.com', password: 'secret-pass', userType: 'tutor' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Login successful');
    expect(body.user).toEqual({ id: user.id, name: 'Rahim', token: expect.any(String), userType: 'tutor', tutorId: user.tutorId });
  });

  it('logs in by phone, whichever way the number is written', async () => {
    await insertUser(server.db, { phone: '01711000111' });
    for (const phone of ['01711000111', '+8801711000111', '+880 1711-000111']) {
      const response = await login({ emailOrPhone: phone, password: 'secret-pass', userType: 'student' });
      expect(response.statusCode, phone).toBe(200);
    }
  });

  it('stores only a hash of the token', async () => {
    await insertUser(server.db, { email: 'a@example.com' });
    const token = await loginToken(server.app, { emailOrPhone: 'a@example.com', password: 'secret-pass', userType: 'student' });
    const rows = await server.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('keeps a session 1 day, or 30 days with Remember me', async () => {
    await insertUser(server.db, { email: 'a@example.com' });
    const now = server.clock.now().getTime();
    await loginToken(server.app, { emailOrPhone: 'a@example.com', password: 'secret-pass', userType: 'student' });
    await loginToken(server.app, { emailOrPhone: 'a@example.com', password: 'secret-pass', userType: 'student', rememberMe: true });
    const lifetimes = (await server.db.select().from(sessions)).map((row) => row.expiresAt.getTime() - now).sort((a, b) => a - b);
    expect(lifetimes).toEqual([DAY, 30 * DAY]);
  });

  it('refuses a wrong password with a clear message', async () => {
    await insertUser(server.db, { email: 'a@example.com' });
    const response = await login({ emailOrPhone: 'a@example.com', password: 'wrong-pass', userType: 'student' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid email/phone or password' });
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const response = await login({ emailOrPhone: 'ghost@example.com', password: 'secret-pass', userType: 'student' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid email/phone or password' });
  });

  it('refuses the right password on the wrong user type, telling which to choose', async () => {
    await insertUser(server.db, { email: 't@example.com', userType: 'tutor', gender: 'Male' });
    const response = await login({ emailOrPhone: 't@example.com', password: 'secret-pass', userType: 'student' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'This account is registered as a Tutor. Please choose Tutor and try again.',
    });
    expect(await server.db.select().from(sessions)).toHaveLength(0);
  });

  it('lets only admins through the admin login', async () => {
    await insertUser(server.db, { email: 's@example.com' });
    await insertUser(server.db, { email: 'boss@example.com', userType: 'admin' });
    const student = await login({ emailOrPhone: 's@example.com', password: 'secret-pass', userType: 'admin' });
    expect(student.statusCode).toBe(401);
    expect(student.json()).toEqual({ message: 'This account is not an admin account.' });
    const admin = await login({ emailOrPhone: 'boss@example.com', password: 'secret-pass', userType: 'admin' });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user.userType).toBe('admin');
  });

  it('names missing fields', async () => {
    const response = await login({ emailOrPhone: '', userType: 'student' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'emailOrPhone is required; password is required' });
  });
});

describe('bearer sessions', () => {
  async function signedIn(options: { rememberMe?: boolean } = {}) {
    const { user } = await insertUser(server.db, { email: 'me@example.com' });
    const token = await loginToken(server.app, {
      emailOrPhone: 'me@example.com',
      password: 'secret-pass',
      userType: 'student',
      rememberMe: options.rememberMe ?? false,
    });
    return { user, token };
  }

  it('answers 401 without a token', async () => {
    const { user } = await signedIn();
    const response = await getUser(user.id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required. Please log in.' });
  });

  it('answers 401 to a malformed or unknown token', async () => {
    const { user } = await signedIn();
    for (const authorization of ['Bearer', 'Basic abc', `Bearer ${'x'.repeat(43)}`, 'Bearer short']) {
      const response = await getUser(user.id, { authorization });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().message).toBe('Your session is not valid. Please log in again.');
    }
  });

  it('expires a session after a day', async () => {
    const { user, token } = await signedIn();
    server.clock.advance(DAY - 1000);
    expect((await getUser(user.id, bearer(token))).statusCode).toBe(200);
    server.clock.advance(1000);
    const response = await getUser(user.id, bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  it('keeps a remembered session for 30 days', async () => {
    const { user, token } = await signedIn({ rememberMe: true });
    server.clock.advance(29 * DAY);
    expect((await getUser(user.id, bearer(token))).statusCode).toBe(200);
    server.clock.advance(DAY);
    expect((await getUser(user.id, bearer(token))).statusCode).toBe(401);
  });

  it('logout revokes the session: the token then gets 401', async () => {
    const { user, token } = await signedIn();
    const logout = await server.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out successfully' });
    const [row] = await server.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token)));
    expect(row!.revokedAt).not.toBeNull();

    const after = await getUser(user.id, bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Your session has ended. Please log in again.' });
    const again = await server.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
  });

  it('logout ends only that session', async () => {
    const { user, token } = await signedIn();
    const other = await loginToken(server.app, { emailOrPhone: 'me@example.com', password: 'secret-pass', userType: 'student' });
    await server.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(token) });
    expect((await getUser(user.id, bearer(other))).statusCode).toBe(200);
  });

  it('logout without a token is 401', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/auth/get_all_users/:id', () => {
  it('answers your own account in the contract shape, without secrets', async () => {
    const { user } = await insertUser(server.db, { email: 'me@example.com', name: 'Me', phone: '01711000222' });
    const token = await loginToken(server.app, { emailOrPhone: 'me@example.com', password: 'secret-pass', userType: 'student' });
    const response = await getUser(user.id, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        _id: user.id,
        name: 'Me',
        phone: '01711000222',
        email: 'me@example.com',
        userType: 'student',
        studentId: user.studentId,
        tutorId: null,
        createdAt: user.createdAt.toISOString(),
        isVerified: false,
        isAvailable: true,
        gender: null,
      },
    });
    expect(response.body).not.toContain('argon2');
  });

  it("refuses another user's account with 403", async () => {
    await insertUser(server.db, { email: 'me@example.com' });
    const { user: other } = await insertUser(server.db, { email: 'other@example.com' });
    const token = await loginToken(server.app, { emailOrPhone: 'me@example.com', password: 'secret-pass', userType: 'student' });
    const response = await getUser(other.id, bearer(token));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You can only view your own account.' });
    // An unknown id looks the same, so ids cannot be probed.
    expect((await getUser('00000000-0000-0000-0000-000000000000', bearer(token))).statusCode).toBe(403);
  });

  it('lets an admin read any account, and answers 404 for unknown ids', async () => {
    await insertUser(server.db, { email: 'boss@example.com', userType: 'admin' });
    const { user: tutor } = await insertUser(server.db, { email: 't@example.com', userType: 'tutor', gender: 'Female' });
    const token = await loginToken(server.app, { emailOrPhone: 'boss@example.com', password: 'secret-pass', userType: 'admin' });
    const response = await getUser(tutor.id, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ _id: tutor.id, userType: 'tutor', tutorId: tutor.tutorId, gender: 'Female' });
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const missing = await getUser(id, bearer(token));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'User not found' });
    }
  });

  it('answers 401 once the account is deleted', async () => {
    const { user } = await insertUser(server.db, { email: 'me@example.com' });
    const token = await loginToken(server.app, { emailOrPhone: 'me@example.com', password: 'secret-pass', userType: 'student' });
    await server.db.delete(users).where(eq(users.id, user.id));
    expect((await getUser(user.id, bearer(token))).statusCode).toBe(401);
  });
});
