// @vitest-environment node
// Phone first (issue 16, item 3): registration, login and password reset with a Bangladeshi mobile number and a
// code by SMS, on a real database with the SMS outbox in a temporary DATA_DIR.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { otps, smsMessages, users } from '@server/db/schema';
import { normalizeMobile } from '@/shared/api/contract/auth';
import { setupTestServer } from './harness';

const server = setupTestServer({ dataDirPrefix: 'shikhon-sms-', config: { SMS_PER_NUMBER_PER_HOUR: 3 } });

beforeEach(async () => {
  await rm(path.join(server.dataDir, 'sms-outbox'), { recursive: true, force: true });
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload, headers });

interface OutboxSms {
  to: string;
  text: string;
  at: string;
}

async function outbox(): Promise<OutboxSms[]> {
  const dir = path.join(server.dataDir, 'sms-outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxSms));
}

async function latestSmsCode(to: string): Promise<string> {
  const sms = (await outbox()).filter((entry) => entry.to === to).at(-1);
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code SMS to ${to}`);
  return code;
}

const phoneOnly = {
  name: 'Rahima Begum',
  phone: '০১৭১২৩৪৫৬৭৮',
  password: 'Dhaka-guardian-2026',
  confirmPassword: 'Dhaka-guardian-2026',
  userType: 'student',
};

describe('normalizeMobile', () => {
  it('accepts 01[3-9] and 8 digits with or without +880/880, in either script', () => {
    for (const typed of ['01712345678', '+8801712345678', '8801712345678', '০১৭১২৩৪৫৬৭৮', '+৮৮০ ১৭১২-৩৪৫৬৭৮', '017 1234 5678']) {
      expect(normalizeMobile(typed), typed).toBe('01712345678');
    }
    for (const typed of ['01212345678', '0171234567', '017123456789', '+8611712345678', 'abc']) {
      expect(normalizeMobile(typed), typed).toBeNull();
    }
  });
});

describe('registration by phone, no e-mail', () => {
  it('writes the code to the SMS outbox, and the account logs in with 01712345678', async () => {
    const started = await post('/api/auth/initiate_registration', phoneOnly);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ message: 'OTP sent to your phone', resendAfterSeconds: 60, expiresInSeconds: 600, sentTo: ['phone'] });
    expect(server.mailer.sent).toHaveLength(0);

    const [sms] = await outbox();
    expect(sms).toMatchObject({ to: '01712345678' });
    expect(Date.parse(sms!.at)).not.toBeNaN();
    expect(sms!.text.length).toBeLessThanOrEqual(160);
    const code = await latestSmsCode('01712345678');
    // The OTP row is keyed by the normalised number; the SMS log never holds the code.
    expect((await server.db.select().from(otps))[0]!.email).toBe('01712345678');
    const [logged] = await server.db.select().from(smsMessages);
    expect(logged).toMatchObject({ toPhone: '01712345678', purpose: 'otp_registration', status: 'outbox' });
    expect(logged!.text).not.toContain(code);

    const verified = await post('/api/auth/verify_registration', { phone: '01712345678', otp: code });
    expect(verified.statusCode).toBe(200);
    const registered = await post('/api/auth/register', phoneOnly);
    expect(registered.statusCode).toBe(201);

    const [account] = await server.db.select().from(users).where(eq(users.phone, '01712345678'));
    expect(account).toMatchObject({ email: null, phone: '01712345678', userType: 'student' });

    const login = await post('/api/auth/login', { emailOrPhone: '01712345678', password: phoneOnly.password, userType: 'student' });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ user: { name: string } }>().user.name).toBe('Rahima Begum');
    // The same number typed with +880 or in Bangla digits is the same account.
    for (const typed of ['+8801712345678', '০১৭১২৩৪৫৬৭৮']) {
      const again = await post('/api/auth/login', { emailOrPhone: typed, password: phoneOnly.password, userType: 'student' });
      expect(again.statusCode, typed).toBe(200);
    }
  });

  it('writes the code SMS in Bangla for a Bangla request, within 70 characters', async () => {
    await post('/api/auth/initiate_registration', phoneOnly, { 'accept-language': 'bn-BD,bn;q=0.9' });
    const [sms] = await outbox();
    expect(sms!.text).toMatch(/^শিখন: /);
    expect(sms!.text).toMatch(/\b\d{6}\b/);
    expect(sms!.text.length).toBeLessThanOrEqual(70);
  });

  it('refuses a number that is not a Bangladeshi mobile number', async () => {
    const response = await post('/api/auth/initiate_registration', { ...phoneOnly, phone: '01212345678' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Please enter a valid Bangladeshi mobile number (01XXXXXXXXX)');
    expect(await outbox()).toHaveLength(0);
  });

  it('sends the code to both contacts when an e-mail is given too', async () => {
    const response = await post('/api/auth/initiate_registration', { ...phoneOnly, email: 'rahima@example.com' });
    expect(response.json()).toMatchObject({ message: 'OTP sent to your email address', sentTo: ['email', 'phone'] });
    const mailCode = server.mailer.sent[0]!.text.match(/\b(\d{6})\b/)![1];
    expect(await latestSmsCode('01712345678')).toBe(mailCode);
  });

  it('limits codes per number and hour, logging the refused SMS as limited', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post('/api/auth/initiate_registration', phoneOnly)).statusCode).toBe(200);
      server.clock.advance(61_000);
    }
    const refused = await post('/api/auth/initiate_registration', phoneOnly);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe('Too many codes were sent to this number. Please try again in an hour.');
    expect(await outbox()).toHaveLength(3);
    const statuses = (await server.db.select().from(smsMessages)).map((row) => row.status).sort();
    expect(statuses).toEqual(['limited', 'outbox', 'outbox', 'outbox']);
    // An hour later the number may get codes again.
    server.clock.advance(60 * 60_000);
    expect((await post('/api/auth/initiate_registration', phoneOnly)).statusCode).toBe(200);
  });
});

describe('password reset by phone', () => {
  it('sends the code by SMS to the number typed and sets the new password', async () => {
    await post('/api/auth/initiate_registration', phoneOnly);
    await post('/api/auth/verify_registration', { phone: phoneOnly.phone, otp: await latestSmsCode('01712345678') });
    expect((await post('/api/auth/register', phoneOnly)).statusCode).toBe(201);
    server.clock.advance(61_000);

    const forgot = await post('/api/auth/forgot-password', { phone: '+880 1712-345678' });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toMatchObject({ message: 'OTP sent to your phone', sentTo: ['phone'] });
    const code = await latestSmsCode('01712345678');
    expect((await post('/api/auth/verify-reset-otp', { phone: '01712345678', otp: code })).statusCode).toBe(200);
    const reset = await post('/api/auth/reset-password', { phone: '01712345678', otp: code, newPassword: 'New-Dhaka-pass-77' });
    expect(reset.statusCode).toBe(200);
    const login = await post('/api/auth/login', { emailOrPhone: '01712345678', password: 'New-Dhaka-pass-77', userType: 'student' });
    expect(login.statusCode).toBe(200);
  });

  it('answers 404 for a number with no account', async () => {
    const response = await post('/api/auth/forgot-password', { phone: '01912345678' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No account found with this phone number' });
  });
});
