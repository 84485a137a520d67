// @vitest-environment node
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otps, sessions, users } from '@server/db/schema';
import { bearer, insertUser, latestOtp, loginToken, setupTestServer } from './harness';

const server = setupTestServer();

const MINUTE = 60_000;
const EMAIL = 'tutor@example.com';
const post = (url: string, payload: Record<string, unknown>) => server.app.inject({ method: 'POST', url, payload });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function tutorWithCode() {
  const { user } = await insertUser(server.db, { email: EMAIL, userType: 'tutor', gender: 'Male', password: 'old-password' });
  const response = await post('/api/auth/forgot-password', { email: EMAIL });
  expect(response.statusCode).toBe(200);
  return { user, otp: latestOtp(server.mailer, EMAIL) };
}

describe('POST /api/auth/forgot-password', () => {
  it('mails a reset code to a known address', async () => {
    await insertUser(server.db, { email: EMAIL });
    const response = await post('/api/auth/forgot-password', { email: 'Tutor@Example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'OTP sent to your email address',
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
      sentTo: ['email', 'phone'],
    });
    expect(server.mailer.sent).toHaveLength(1);
    expect(server.mailer.sent[0]!.text).toMatch(/Your Shikhon verification code is \d{6}/);
    const [row] = await server.db.select().from(otps);
    expect(row).toMatchObject({ email: EMAIL, purpose: 'reset', attempts: 0 });
    expect(row!.codeHash).not.toContain(latestOtp(server.mailer, EMAIL));
  });

  it('tells an unknown address that it has no account (and sends nothing)', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No account found with this email address' });
    expect(server.mailer.sent).toHaveLength(0);
  });

  it('sends at most one code a minute', async () => {
    await tutorWithCode();
    const again = await post('/api/auth/forgot-password', { email: EMAIL });
    expect(again.statusCode).toBe(429);
    server.clock.advance(MINUTE);
    expect((await post('/api/auth/forgot-password', { email: EMAIL })).statusCode).toBe(200);
  });

  it('keeps registration and reset codes apart', async () => {
    const { otp } = await tutorWithCode();
    const response = await post('/api/auth/verify_registration', { email: EMAIL, otp });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/auth/verify-reset-otp', () => {
  it('accepts the right code', async () => {
    const { otp } = await tutorWithCode();
    const response = await post('/api/auth/verify-reset-otp', { email: EMAIL, otp });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OTP verified successfully' });
  });

  it('refuses a wrong code and locks after five', async () => {
    const { otp } = await tutorWithCode();
    const first = await post('/api/auth/verify-reset-otp', { email: EMAIL, otp: wrongCode(otp) });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ message: 'Invalid OTP. 4 tries left.', triesLeft: 4 });
    for (let attempt = 2; attempt <= 5; attempt += 1) await post('/api/auth/verify-reset-otp', { email: EMAIL, otp: wrongCode(otp) });
    const right = await post('/api/auth/verify-reset-otp', { email: EMAIL, otp });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong codes. Please request a new code.');
  });

  it('refuses an expired code', async () => {
    const { otp } = await tutorWithCode();
    server.clock.advance(11 * MINUTE);
    const response = await post('/api/auth/verify-reset-otp', { email: EMAIL, otp });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('expired');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, uses up the code and ends every session', async () => {
    const { user, otp } = await tutorWithCode();
    const oldToken = await loginToken(server.app, { emailOrPhone: EMAIL, password: 'old-password', userType: 'tutor' });
    expect((await post('/api/auth/verify-reset-otp', { email: EMAIL, otp })).statusCode).toBe(200);

    const response = await post('/api/auth/reset-password', { email: EMAIL, otp, newPassword: 'new-password' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password reset successful' });

    const oldSession = await server.app.inject({ method: 'GET', url: `/api/auth/get_all_users/${user.id}`, headers: bearer(oldToken) });
    expect(oldSession.statusCode).toBe(401);
    const open = await server.db.select().from(sessions).where(and(eq(sessions.userId, user.id)));
    expect(open.every((row) => row.revokedAt !== null)).toBe(true);

    const oldLogin = await post('/api/auth/login', { emailOrPhone: EMAIL, password: 'old-password', userType: 'tutor' });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post('/api/auth/login', { emailOrPhone: EMAIL, password: 'new-password', userType: 'tutor' });
    expect(newLogin.statusCode).toBe(200);

    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const reuse = await post('/api/auth/reset-password', { email: EMAIL, otp, newPassword: 'third-password' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('This verification code has already been used. Please request a new code.');
  });

  it('is refused before the code was verified', async () => {
    const { otp } = await tutorWithCode();
    const response = await post('/api/auth/reset-password', { email: EMAIL, otp, newPassword: 'new-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please verify the code sent to your email first.' });
    const login = await post('/api/auth/login', { emailOrPhone: EMAIL, password: 'old-password', userType: 'tutor' });
    expect(login.statusCode).toBe(200);
  });

  it('is refused with a different code than the verified one, counting the try', async () => {
    const { otp } = await tutorWithCode();
    await post('/api/auth/verify-reset-otp', { email: EMAIL, otp });
    const response = await post('/api/auth/reset-password', { email: EMAIL, otp: wrongCode(otp), newPassword: 'new-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid OTP/);
    const [row] = await server.db.select().from(otps);
    expect(row!.attempts).toBe(1);
  });

  it('is refused once the verified code has expired', async () => {
    const { otp } = await tutorWithCode();
    await post('/api/auth/verify-reset-otp', { email: EMAIL, otp });
    server.clock.advance(10 * MINUTE + 1000);
    const response = await post('/api/auth/reset-password', { email: EMAIL, otp, newPassword: 'new-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('expired');
  });

  it('checks the new password like registration does', async () => {
    const { otp } = await tutorWithCode();
    const response = await post('/api/auth/reset-password', { email: EMAIL, otp, newPassword: '123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'newPassword: Password must be at least 8 characters' });
  });
});
