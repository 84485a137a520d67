// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otps, users } from '@server/db/schema';
import { latestOtp, registrationBody, setupTestServer } from './harness';

const server = setupTestServer();

const post = (url: string, payload: unknown) => server.app.inject({ method: 'POST', url, payload: payload as object });
const MINUTE = 60_000;

async function initiate(overrides: Record<string, unknown> = {}) {
  return post('/api/auth/initiate_registration', registrationBody(overrides));
}

describe('POST /api/auth/initiate_registration', () => {
  it('mails a six-digit code and answers with a message', async () => {
    const response = await initiate();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'OTP sent to your email address',
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
      sentTo: ['email', 'phone'],
    });
    expect(server.mailer.sent).toHaveLength(1);
    const mail = server.mailer.sent[0]!;
    expect(mail.to).toBe('nusrat@example.com');
    expect(mail.text).toMatch(/Your Shikhon verification code is \d{6}/);
  });

  it('stores only a hash of the code', async () => {
    await initiate();
    const code = latestOtp(server.mailer, 'nusrat@example.com');
    const rows = await server.db.select().from(otps);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('treats the address case-insensitively', async () => {
    await initiate({ email: 'Nusrat@Example.COM' });
    const [row] = await server.db.select().from(otps);
    expect(row!.email).toBe('nusrat@example.com');
  });

  it('refuses admin as a user type with a clear message', async () => {
    const response = await initiate({ userType: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Nobody can register as an admin' });
    expect(server.mailer.sent).toHaveLength(0);
  });

  it('names the fields of a bad body', async () => {
    const response = await initiate({ email: 'not-an-email', confirmPassword: 'different' });
    expect(response.statusCode).toBe(400);
    const { message } = response.json<{ message: string }>();
    expect(message).toContain('email: Please enter a valid email address');
    expect(message).toContain('Passwords do not match!');
  });

  it('requires a gender for tutors', async () => {
    const response = await initiate({ userType: 'tutor' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Gender is required for tutors');
  });

  it('refuses an e-mail or phone that already has an account with "already exists"', async () => {
    await completeRegistration();
    const sameEmail = await initiate({ phone: '01811000099' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toContain('already exists');
    const samePhone = await initiate({ email: 'other@example.com', phone: '+880 1811-000001' });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().message).toContain('already exists');
  });

  it('sends a new code at most once a minute per address', async () => {
    expect((await initiate()).statusCode).toBe(200);
    const again = await initiate();
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/Please wait \d+ seconds/);
    expect(again.headers['retry-after']).toBeDefined();
    expect(server.mailer.sent).toHaveLength(1);

    // Another address is not held back.
    expect((await initiate({ email: 'someone@example.com', phone: '01811000077' })).statusCode).toBe(200);

    server.clock.advance(MINUTE);
    expect((await initiate()).statusCode).toBe(200);
    expect(server.mailer.sent).toHaveLength(3);
  });
});

describe('POST /api/auth/verify_registration', () => {
  it('accepts the right code', async () => {
    await initiate();
    const otp = latestOtp(server.mailer, 'nusrat@example.com');
    const response = await post('/api/auth/verify_registration', { email: 'nusrat@example.com', otp });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OTP verified successfully' });
  });

  it('refuses a wrong code, saying how many tries are left', async () => {
    await initiate();
    const otp = latestOtp(server.mailer, 'nusrat@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    const response = await post('/api/auth/verify_registration', { email: 'nusrat@example.com', otp: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid OTP. 4 tries left.', triesLeft: 4 });
  });

  it('locks after five wrong tries, even for the right code', async () => {
    await initiate();
    const otp = latestOtp(server.mailer, 'nusrat@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post('/api/auth/verify_registration', { email: 'nusrat@example.com', otp: wrong });
      expect(response.statusCode).toBe(400);
    }
    const right = await post('/api/auth/verify_registration', { email: 'nusrat@example.com', otp });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: 'Too many wrong codes. Please request a new code.', triesLeft: 0 });
    const [row] = await server.db.select().from(otps);
    expect(row!.attempts).toBe(5);
    expect(row!.verifiedAt).toBeNull();
  });

  it('does not let parallel guesses get past five tries', async () => {
    await initiate();
    const otp = latestOtp(server.mailer, 'nusrat@example.com');
    const guesses = Array.from({ length: 12 }, (_, index) => String((Number(otp) + index + 1) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((guess) => post('/api/auth/verify_registration', { email: 'nusrat@example.com', otp: guess })));
    const [row] = await server.db.select().from(otps);
    expect(row!.attempts).toBe(5);
  });

  it('refuses a code older than ten minutes', async () => {
    await initiate();
    const otp = latestOtp(server.mailer, 'nusrat@example.com');
    server.clock.advance(10 * MINUTE + 1000);
    const response = await post('/api/auth/verify_registration', { email: 'nusrat@example.com', otp });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This verification code has expired. Please request a new code.', expired: true });
  });

  it('accepts a code just before ten minutes', async () => {
    await initiate();
    const otp = latestOtp(server.mailer, 'nusrat@example.com');
    server.clock.advance(10 * MINUTE - 1000);
    const response = await post('/api/auth/verify_registration', { email: 'nusrat@example.com', otp });
    expect(response.statusCode).toBe(200);
  });

  it('says so when no code was requested', async () => {
    const response = await post('/api/auth/verify_registration', { email: 'nobody@example.com', otp: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('No verification code was requested');
  });

  it('refuses an OTP that is not six digits', async () => {
    const response = await post('/api/auth/verify_registration', { email: 'nusrat@example.com', otp: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('otp: The OTP is 6 digits');
  });

  it('a new code replaces the old one and gives five fresh tries', async () => {
    await initiate();
    const first = latestOtp(server.mailer, 'nusrat@example.com');
    const wrong = first === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await post('/api/auth/verify_registration', { email: 'nusrat@example.com', otp: wrong });
    }
    server.clock.advance(MINUTE);
    await initiate();
    const second = latestOtp(server.mailer, 'nusrat@example.com');
    const response = await post('/api/auth/verify_registration', { email: 'nusrat@example.com', otp: second });
    expect(response.statusCode).toBe(200);
  });
});

async function completeRegistration(overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  expect((await post('/api/auth/initiate_registration', body)).statusCode).toBe(200);
  const otp = latestOtp(server.mailer, String(body.email));
  expect((await post('/api/auth/verify_registration', { email: body.email, otp })).statusCode).toBe(200);
  return post('/api/auth/register', body);
}

describe('POST /api/auth/register', () => {
  it('creates a guardian/student with a session once the OTP was verified', async () => {
    const response = await completeRegistration();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Registration successful');
    expect(body.user).toMatchObject({ name: 'Nusrat Jahan', userType: 'student' });
    expect(body.user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user.studentId).toEqual(expect.any(Number));
    expect(body.user.tutorId).toBeUndefined();

    const me = await server.app.inject({
      method: 'GET',
      url: `/api/auth/get_all_users/${body.user.id}`,
      headers: { authorization: `Bearer ${body.user.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: 'nusrat@example.com', phone: '01811000001', userType: 'student' });
  });

  it('creates a tutor with a tutor id and gender', async () => {
    const response = await completeRegistration({ userType: 'tutor', gender: 'Female' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.tutorId).toEqual(expect.any(Number));
    const [row] = await server.db.select().from(users).where(eq(users.email, 'nusrat@example.com'));
    expect(row!.gender).toBe('Female');
    expect(row!.studentId).toBeNull();
  });

  it('gives each new student the next display id', async () => {
    const first = (await completeRegistration()).json().user.studentId as number;
    const second = (await completeRegistration({ email: 'b@example.com', phone: '01811000002' })).json().user.studentId;
    expect(second).toBe(first + 1);
  });

  it('stores the password as an argon2id hash', async () => {
    await completeRegistration();
    const [row] = await server.db.select().from(users).where(eq(users.email, 'nusrat@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(row!.passwordHash).not.toContain('secret-pass');
  });

  it('lets the new account log in', async () => {
    await completeRegistration();
    const login = await post('/api/auth/login', {
      emailOrPhone: 'nusrat@example.com',
      password: 'secret-pass',
      userType: 'student',
    });
    expect(login.statusCode).toBe(200);
  });

  it('is refused without any OTP', async () => {
    const response = await post('/api/auth/register', registrationBody());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('No verification code was requested');
    expect(await server.db.select().from(users)).toHaveLength(0);
  });

  it('is refused when the OTP was sent but not verified', async () => {
    await initiate();
    const response = await post('/api/auth/register', registrationBody());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please verify the code sent to your email first.' });
    expect(await server.db.select().from(users)).toHaveLength(0);
  });

  it('is refused when the verification is more than ten minutes old', async () => {
    await initiate();
    const otp = latestOtp(server.mailer, 'nusrat@example.com');
    await post('/api/auth/verify_registration', { email: 'nusrat@example.com', otp });
    server.clock.advance(10 * MINUTE + 1000);
    const response = await post('/api/auth/register', registrationBody());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('expired');
  });

  it('uses the OTP once: a second register is refused', async () => {
    expect((await completeRegistration()).statusCode).toBe(201);
    const again = await post('/api/auth/register', registrationBody({ email: 'nusrat@example.com', phone: '01811000055' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already exists');
    const [row] = await server.db.select().from(otps);
    expect(row!.consumedAt).not.toBeNull();
  });

  it('answers 409 "already exists" when the phone was taken meanwhile', async () => {
    await completeRegistration();
    const body = registrationBody({ email: 'second@example.com' });
    await post('/api/auth/initiate_registration', { ...body, phone: '01811000088' });
    const otp = latestOtp(server.mailer, 'second@example.com');
    await post('/api/auth/verify_registration', { email: 'second@example.com', otp });
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this phone number already exists' });
  });

  it('refuses admin as a user type', async () => {
    const response = await post('/api/auth/register', registrationBody({ userType: 'admin' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Nobody can register as an admin' });
  });

  it('ignores fields the client must not set (id, flags)', async () => {
    const response = await completeRegistration({ id: '00000000-0000-0000-0000-000000000000', isVerified: true, isPremium: true });
    expect(response.statusCode).toBe(201);
    const [row] = await server.db.select().from(users).where(eq(users.email, 'nusrat@example.com'));
    expect(row!.id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(row!.isVerified).toBe(false);
    expect(row!.isPremium).toBe(false);
  });
});
