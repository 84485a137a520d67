import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { PASSWORD_RESET_MESSAGES, passwordResetMachine, type ResetMessageOutput } from '@machines/password-reset';
import { OTP_CODE_MESSAGES } from '@machines/otp-code';
import { ApiError } from '@/shared/api';
import { passwordResetStandIns, type PasswordResetCalls } from '../../stories/features/reset-password/stand-ins';

const code = ['9', '8', '7', '6', '5', '4'];

function start(behaviour: PasswordResetCalls = {}) {
  const { actors, calls: sent } = passwordResetStandIns(behaviour);
  const calls = { ...sent, login: 0 };
  const clock = new SimulatedClock();
  const machine = passwordResetMachine.provide({
    actors,
    actions: {
      goToLogin: () => void (calls.login += 1),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, calls, clock };
}

async function toOtp(behaviour: PasswordResetCalls = {}) {
  const started = start(behaviour);
  started.actor.send({ type: 'email.submit', email: ' tutor@example.com ' });
  await waitFor(started.actor, (s) => s.matches('otp'));
  return started;
}

async function toNewPassword(behaviour: PasswordResetCalls = {}) {
  const started = await toOtp(behaviour);
  started.actor.send({ type: 'otp.change', digits: code });
  started.actor.send({ type: 'otp.submit' });
  await waitFor(started.actor, (s) => s.matches('newPassword'));
  return started;
}

describe('password reset machine', () => {
  it('starts at the email step', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('email');
    expect(actor.getSnapshot().context).toEqual({
      email: '',
      otp: ['', '', '', '', '', ''],
      code: { triesLeft: null, codeExpired: false, resendAvailableAt: null },
      error: null,
      notice: null,
    });
  });

  it('asks for an email before sending anything', () => {
    const { actor, calls } = start();
    actor.send({ type: 'email.submit', email: '  ' });
    expect(actor.getSnapshot().value).toBe('email');
    expect(actor.getSnapshot().context.error).toBe(PASSWORD_RESET_MESSAGES.missingEmail);
    expect(calls.send).toHaveLength(0);
  });

  it('sends the OTP (loading meanwhile), then says "OTP sent to your email address"', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'email.submit', email: ' tutor@example.com ' });
    expect(actor.getSnapshot().value).toBe('sendingOtp');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('otp'));
    expect(calls.send).toEqual([{ email: 'tutor@example.com' }]);
    expect(actor.getSnapshot().context.notice).toBe('OTP sent to your email address');
  });

  it.each([
    ["the server's message", new ApiError('No account with this email', 404, true), 'No account with this email'],
    ['"Failed to send OTP" without one', new ApiError('Failed to fetch', 0, false), 'Failed to send OTP'],
  ])('a failed send stays at the email step with %s', async (_what, failure, message) => {
    const { actor } = start({ send: () => Promise.reject(failure) });
    actor.send({ type: 'email.submit', email: 'x@example.com' });
    await waitFor(actor, (s) => s.matches('email') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(message);
  });

  it('asks for all six digits, then verifies the joined OTP for that email', async () => {
    const { actor, calls } = await toOtp({ verify: () => new Promise(() => {}) });
    actor.send({ type: 'otp.change', digits: ['9', '8', '', '6', '5', '4'] });
    actor.send({ type: 'otp.submit' });
    expect(actor.getSnapshot().value).toBe('otp');
    expect(actor.getSnapshot().context.error).toBe(PASSWORD_RESET_MESSAGES.incompleteOtp);
    actor.send({ type: 'otp.change', digits: code });
    actor.send({ type: 'otp.submit' });
    expect(actor.getSnapshot().value).toBe('verifyingOtp');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls.verify).toEqual([{ email: 'tutor@example.com', otp: '987654' }]);
  });

  it('a good OTP opens the new-password step with "OTP verified successfully"', async () => {
    const { actor } = await toNewPassword();
    expect(actor.getSnapshot().context.notice).toBe('OTP verified successfully');
  });

  it.each([
    ["the server's message", new ApiError('OTP has expired', 400, true), 'OTP has expired'],
    ['"Invalid OTP" without one', new ApiError('Bad Request', 400, false), 'Invalid OTP'],
  ])('a refused OTP stays at the OTP step with %s, boxes cleared for the next try', async (_what, failure, message) => {
    const { actor } = await toOtp({ verify: () => Promise.reject(failure) });
    actor.send({ type: 'otp.change', digits: code });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.matches('otp') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actor.getSnapshot().context.otp).toEqual(['', '', '', '', '', '']);
  });

  it('without an answer (network) keeps the typed code to try again', async () => {
    const { actor } = await toOtp({ verify: () => Promise.reject(new ApiError('Failed to fetch', 0, false)) });
    actor.send({ type: 'otp.change', digits: code });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.matches('otp') && s.context.error !== null);
    expect(actor.getSnapshot().context.otp).toEqual(code);
  });

  it('a wrong code stays on the step with the tries left; at 0 the code is dead and only Resend helps', async () => {
    let left = 2;
    const { actor, calls } = await toOtp({
      verify: () => {
        left -= 1;
        return Promise.reject(new ApiError(`Invalid OTP. ${left} tries left.`, 400, true, { message: '', triesLeft: left }));
      },
    });
    actor.send({ type: 'otp.change', digits: code });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.matches('otp') && s.context.error !== null);
    expect(actor.getSnapshot().context.code).toMatchObject({ triesLeft: 1, codeExpired: false });
    expect(actor.getSnapshot().context.error).toBe('Invalid OTP. 1 tries left.');

    actor.send({ type: 'otp.change', digits: code });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.matches('otp') && s.context.code.triesLeft === 0);
    expect(actor.getSnapshot().context.code.codeExpired).toBe(true);
    // A dead code is not sent again.
    actor.send({ type: 'otp.change', digits: code });
    actor.send({ type: 'otp.submit' });
    expect(actor.getSnapshot().value).toBe('otp');
    expect(actor.getSnapshot().context.error).toBe(OTP_CODE_MESSAGES.expiredHint);
    expect(calls.verify).toHaveLength(2);
  });

  it('an expired code says so and is dead', async () => {
    const expired = new ApiError('This verification code has expired. Please request a new code.', 400, true, { expired: true });
    const { actor } = await toOtp({ verify: () => Promise.reject(expired) });
    actor.send({ type: 'otp.change', digits: code });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.matches('otp') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('This verification code has expired. Please request a new code.');
    expect(actor.getSnapshot().context.code.codeExpired).toBe(true);
  });

  it('Resend mails a new code (resendingOtp), gives fresh tries and restarts the countdown from the answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
      const expired = new ApiError('This verification code has expired.', 400, true, { expired: true });
      const sends: Array<() => Promise<ResetMessageOutput>> = [
        () => Promise.resolve({ message: 'OTP sent', resendAfterSeconds: 60 }),
        () => new Promise((resolve) => setTimeout(() => resolve({ message: 'OTP sent', resendAfterSeconds: 60 }), 5)),
      ];
      const { actor, calls } = await toOtp({ send: () => sends.shift()!(), verify: () => Promise.reject(expired) });
      expect(actor.getSnapshot().context.code.resendAvailableAt).toBe(Date.parse('2026-11-26T10:01:00Z'));
      actor.send({ type: 'otp.change', digits: code });
      actor.send({ type: 'otp.submit' });
      await waitFor(actor, (s) => s.context.code.codeExpired);

      vi.setSystemTime(new Date('2026-11-26T10:02:00Z'));
      actor.send({ type: 'otp.resend' });
      expect(actor.getSnapshot().value).toBe('resendingOtp');
      expect(actor.getSnapshot().hasTag('resending')).toBe(true);
      await waitFor(actor, (s) => s.matches('otp'));
      expect(calls.send).toEqual([{ email: 'tutor@example.com' }, { email: 'tutor@example.com' }]);
      expect(actor.getSnapshot().context).toMatchObject({
        code: { triesLeft: null, codeExpired: false, resendAvailableAt: Date.parse('2026-11-26T10:03:00Z') },
        notice: OTP_CODE_MESSAGES.resent,
        error: null,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a Resend refused as too early (429) keeps the code and counts down from retryAfterSeconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
      const tooSoon = new ApiError('Please wait 40 seconds before requesting a new one.', 429, true, { retryAfterSeconds: 40 });
      const sends: Array<() => Promise<ResetMessageOutput>> = [() => Promise.resolve({ message: 'OTP sent' }), () => Promise.reject(tooSoon)];
      const { actor } = await toOtp({ send: () => sends.shift()!() });
      actor.send({ type: 'otp.change', digits: code });
      actor.send({ type: 'otp.resend' });
      await waitFor(actor, (s) => s.matches('otp') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('Please wait 40 seconds before requesting a new one.');
      expect(actor.getSnapshot().context.code.resendAvailableAt).toBe(Date.parse('2026-11-26T10:00:40Z'));
      expect(actor.getSnapshot().context.otp).toEqual(code);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a reset refused because the code expired meanwhile goes back to the code step', async () => {
    const expired = new ApiError('This verification code has expired. Please request a new code.', 400, true, { expired: true });
    const { actor } = await toNewPassword({ reset: () => Promise.reject(expired) });
    actor.send({ type: 'password.submit', newPassword: 'newpass12', confirmPassword: 'newpass12' });
    await waitFor(actor, (s) => s.matches('otp'));
    expect(actor.getSnapshot().context.code.codeExpired).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('This verification code has expired. Please request a new code.');
  });

  it('refuses different passwords with "Passwords do not match" and empty ones', async () => {
    const { actor, calls } = await toNewPassword();
    actor.send({ type: 'password.submit', newPassword: 'newpass1', confirmPassword: 'newpass2' });
    expect(actor.getSnapshot().value).toBe('newPassword');
    expect(actor.getSnapshot().context.error).toBe('Passwords do not match');
    actor.send({ type: 'password.submit', newPassword: '', confirmPassword: '' });
    expect(actor.getSnapshot().context.error).toBe(PASSWORD_RESET_MESSAGES.missingPassword);
    expect(calls.reset).toHaveLength(0);
  });

  it.each([
    ["the server's message", new ApiError('Password must be at least 6 characters', 400, true), 'Password must be at least 6 characters'],
    ['"Failed to reset password" without one', new ApiError('Failed to fetch', 0, false), 'Failed to reset password'],
  ])('a failed reset stays at the new-password step with %s', async (_what, failure, message) => {
    const { actor } = await toNewPassword({ reset: () => Promise.reject(failure) });
    actor.send({ type: 'password.submit', newPassword: 'newpass1', confirmPassword: 'newpass1' });
    await waitFor(actor, (s) => s.matches('newPassword') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(message);
  });

  it('resets with email, OTP and new password, says "Password reset successful", and opens /login after 2 s', async () => {
    const { actor, calls, clock } = await toNewPassword();
    actor.send({ type: 'password.submit', newPassword: 'newpass1', confirmPassword: 'newpass1' });
    expect(actor.getSnapshot().value).toBe('resetting');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.reset).toEqual([{ email: 'tutor@example.com', otp: '987654', newPassword: 'newpass1' }]);
    expect(actor.getSnapshot().context.notice).toBe('Password reset successful');
    expect(actor.getSnapshot().hasTag('success')).toBe(true);

    clock.increment(1999);
    expect(calls.login).toBe(0);
    clock.increment(1);
    expect(calls.login).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
