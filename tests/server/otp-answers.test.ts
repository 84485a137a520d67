// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { otpErrorResponseSchema, otpSentResponseSchema } from '@/shared/api/contract';
import { insertUser, latestOtp, registrationBody, setupTestServer } from './harness';

// What the code step of registration and password reset reads from the server: tries left after a wrong
// code, an expired code said as such, and when Resend opens (the once-a-minute rule), all in the contract's shapes.
const server = setupTestServer();

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const post = (url: string, payload: Record<string, unknown>) => server.app.inject({ method: 'POST', url, payload });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

const flows = [
  {
    name: 'registration',
    email: 'nusrat@example.com',
    prepare: async () => {},
    send: () => post('/api/auth/initiate_registration', registrationBody()),
    verify: (otp: string) => post('/api/auth/verify_registration', { email: 'nusrat@example.com', otp }),
  },
  {
    name: 'password reset',
    email: 'reset@example.com',
    prepare: async () => {
      await insertUser(server.db, { email: 'reset@example.com', userType: 'tutor', gender: 'Male', password: 'old-password' });
    },
    send: () => post('/api/auth/forgot-password', { email: 'reset@example.com' }),
    verify: (otp: string) => post('/api/auth/verify-reset-otp', { email: 'reset@example.com', otp }),
  },
] as const;

describe.each(flows)('$name code step', (flow) => {
  it('says when Resend opens and how long the code lives', async () => {
    await flow.prepare();
    const response = await flow.send();
    expect(response.statusCode).toBe(200);
    const body = otpSentResponseSchema.parse(response.json());
    expect(body).toEqual({ message: 'OTP sent to your email address', resendAfterSeconds: 60, expiresInSeconds: 600, sentTo: ['email', 'phone'] });
  });

  it('counts the tries left down to a lock, and the lock holds even for the right code', async () => {
    await flow.prepare();
    await flow.send();
    const code = latestOtp(server.mailer, flow.email);
    const triesLeft: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await flow.verify(wrongCode(code));
      expect(response.statusCode).toBe(400);
      const body = otpErrorResponseSchema.parse(response.json());
      triesLeft.push(body.triesLeft ?? -1);
    }
    expect(triesLeft).toEqual([4, 3, 2, 1, 0]);
    const right = await flow.verify(code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: 'Too many wrong codes. Please request a new code.', triesLeft: 0 });
  });

  it('says an expired code has expired (not "wrong")', async () => {
    await flow.prepare();
    await flow.send();
    const code = latestOtp(server.mailer, flow.email);
    server.clock.advance(10 * MINUTE + SECOND);
    const response = await flow.verify(code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This verification code has expired. Please request a new code.',
      expired: true,
    });
  });

  it('refuses a resend within the minute with the seconds left, and accepts it after', async () => {
    await flow.prepare();
    await flow.send();
    server.clock.advance(20 * SECOND);
    const early = await flow.send();
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(otpErrorResponseSchema.parse(early.json())).toEqual({
      message: 'A code was sent less than a minute ago. Please wait 40 seconds before requesting a new one.',
      retryAfterSeconds: 40,
    });
    expect(server.mailer.sent).toHaveLength(1);

    server.clock.advance(40 * SECOND);
    const again = await flow.send();
    expect(again.statusCode).toBe(200);
    expect(server.mailer.sent).toHaveLength(2);
    // The new code gives five fresh tries.
    const fresh = await flow.verify(wrongCode(latestOtp(server.mailer, flow.email)));
    expect(fresh.json()).toMatchObject({ triesLeft: 4 });
  });

  it('asks for a new code when none was sent', async () => {
    await flow.prepare();
    const response = await flow.verify('123456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'No verification code was requested for this email address. Please request a new code.',
      expired: true,
    });
  });
});
