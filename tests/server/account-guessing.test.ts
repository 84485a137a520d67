// @vitest-environment node
// Accounts that resist guessing: per-account login throttling keyed by account and client address, the
// password rule (8+ characters, not easy to guess) on registration, reset and change, and a verified reset
// code whose expiry cannot be stretched by verifying it again.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otps } from '@server/db/schema';
import { createMemoryLoginThrottleStore, throttleDelaySeconds } from '@server/services/login-throttle';
import { passwordProblem } from '@server/services/passwords';
import { bearer, insertUser, latestOtp, loginToken, registrationBody, setupTestServer } from './harness';

const server = setupTestServer();
const MINUTE = 60_000;
const ATTACKER = '198.51.100.66';
const OWNER = '203.0.113.10';

const login = (emailOrPhone: string, password: string, remoteAddress: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrPhone, password, userType: 'student' },
    remoteAddress,
  });

describe('login throttling', () => {
  it('the delay doubles after 5 failures: 0 … 0, 2 s, 4 s, 8 s, capped at 15 minutes', () => {
    expect([1, 2, 3, 4].map(throttleDelaySeconds)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(throttleDelaySeconds)).toEqual([2, 4, 8, 16]);
    expect(throttleDelaySeconds(40)).toBe(15 * 60);
  });

  it('after 5 failures the next try waits 2^n seconds with 429, Retry-After and when to try again', async () => {
    const { user, password } = await insertUser(server.db, { email: 'owner@example.com' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(user.email, 'wrong-guess-1', ATTACKER)).statusCode).toBe(401);
    }
    // Even the right password waits: the throttle answers before the password is checked.
    const blocked = await login(user.email, password, ATTACKER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('2');
    expect(blocked.json<{ message: string }>().message).toMatch(
      /^Too many failed login attempts for this account\. Please try again in 2 seconds \(after \d\d:\d\d:\d\d UTC\)/,
    );

    server.clock.advance(2_000);
    expect((await login(user.email, 'wrong-guess-2', ATTACKER)).statusCode).toBe(401);
    const longer = await login(user.email, 'wrong-guess-3', ATTACKER);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('4');

    // The same account typed by phone number is the same account.
    const byPhone = await login(user.phone, 'wrong-guess-4', ATTACKER);
    expect(byPhone.statusCode).toBe(429);
  });

  it('a storm from one address does not lock the owner out from another, and a success resets the count', async () => {
    const { user, password } = await insertUser(server.db, { email: 'member@example.com' });
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      await login(user.email, `storm-${attempt}`, ATTACKER);
      server.clock.advance(1_000);
    }
    expect((await login(user.email, 'storm-x', ATTACKER)).statusCode).toBe(429);
    // The owner, elsewhere, logs in at once.
    expect((await login(user.email, password, OWNER)).statusCode).toBe(200);

    // The owner's own mistakes count from the owner's address only, and a success clears them.
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login(user.email, 'typo-pass', OWNER)).statusCode).toBe(401);
    expect((await login(user.email, password, OWNER)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login(user.email, 'typo-pass', OWNER)).statusCode).toBe(401);
    expect((await login(user.email, password, OWNER)).statusCode).toBe(200);
  });

  it('unknown accounts are throttled the same way (no hint whether an account exists)', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('nobody@example.com', 'guess-pass', ATTACKER)).statusCode).toBe(401);
    }
    const blocked = await login('Nobody@Example.com ', 'guess-pass', ATTACKER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('2');
  });

  it('the in-process store forgets a key a day after its last failure and stays bounded', async () => {
    const store = createMemoryLoginThrottleStore({ maxEntries: 3 });
    await store.recordFailure('a', 0);
    expect(await store.recordFailure('a', 1_000)).toEqual({ failures: 2, lastFailureAt: 1_000 });
    expect(await store.get('a', 1_000 + 24 * 60 * MINUTE)).toBeUndefined();
    for (const key of ['k1', 'k2', 'k3', 'k4']) await store.recordFailure(key, 5_000);
    expect(await store.get('k1', 5_000)).toBeUndefined();
    expect(await store.get('k4', 5_000)).toEqual({ failures: 1, lastFailureAt: 5_000 });
  });
});

describe('the password rule', () => {
  it.each([
    ['123456', /^Password must be at least 8 characters$/],
    ['password', /^This password is too easy to guess: it is one of the ten most used passwords\./],
    ['password1', /^This password is too easy to guess: it is a commonly used password\./],
    ['abcdefgh', /^This password is too easy to guess: sequences like "abc" or "1234" are easy to guess\./],
    ['nusrat2026', /^This password is too easy to guess/],
  ])('%s is refused with a reason', async (password, reason) => {
    expect(await passwordProblem(password, ['Nusrat Jahan', 'nusrat@example.com'])).toMatch(reason);
  });

  it.each(['Admin@Shikhon1', 'Guardian@123', 'Tutor@123', 'secret-pass', 'new-password', 'Guardian#2026', 'correct horse battery staple'])(
    '%s is accepted',
    async (password) => {
      expect(await passwordProblem(password, ['Test User', 'user@example.com'])).toBeUndefined();
    },
  );

  it('registration with "123456" answers 400 with a reason and sends no code', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/initiate_registration',
      payload: registrationBody({ password: '123456', confirmPassword: '123456' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'password: Password must be at least 8 characters' });
    expect(server.mailer.sent).toHaveLength(0);
  });

  it('registration with a common 8+ character password answers 400 saying why', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/initiate_registration',
      payload: registrationBody({ password: '12345678', confirmPassword: '12345678' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^This password is too easy to guess: it is one of the/);
    expect(server.mailer.sent).toHaveLength(0);
  });

  it('a password reset and a password change refuse a weak new password', async () => {
    const { user, password } = await insertUser(server.db, { email: 'rahim@example.com', password: 'old-password' });
    await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const otp = latestOtp(server.mailer, user.email);
    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email, otp, newPassword: 'qwertyuiop' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json<{ message: string }>().message).toMatch(/^This password is too easy to guess/);

    const token = await loginToken(server.app, { emailOrPhone: user.email, password, userType: 'student' });
    const change = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'rahim@example.com' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json<{ message: string }>().message).toMatch(/^This password is too easy to guess/);
  });
});

describe('a verified reset code', () => {
  it('verifying it again does not extend its expiry', async () => {
    const { user } = await insertUser(server.db, { email: 'tutor@example.com', userType: 'tutor', gender: 'Male' });
    await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const otp = latestOtp(server.mailer, user.email);
    const verify = () =>
      server.app.inject({ method: 'POST', url: '/api/auth/verify-reset-otp', payload: { email: user.email, otp } });

    expect((await verify()).statusCode).toBe(200);
    const [first] = await server.db.select().from(otps).where(eq(otps.email, user.email));
    server.clock.advance(9 * MINUTE);
    expect((await verify()).statusCode).toBe(200);
    const [again] = await server.db.select().from(otps).where(eq(otps.email, user.email));
    expect(again!.expiresAt.getTime()).toBe(first!.expiresAt.getTime());

    server.clock.advance(2 * MINUTE);
    const late = await server.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email, otp, newPassword: 'third-password' },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'This verification code has expired. Please request a new code.', expired: true });
  });
});
