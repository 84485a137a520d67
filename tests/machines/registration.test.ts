import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  REGISTRATION_MESSAGES,
  emptyRegistrationValues,
  registrationMachine,
  type RegistrationValues,
} from '@machines/registration';
import { OTP_CODE_MESSAGES } from '@machines/otp-code';
import { ApiError } from '@/shared/api';
import { REGISTRATION_ANSWERS, registrationStandIns, type RegistrationCalls } from '../../stories/features/register/stand-ins';

const tutor: RegistrationValues = {
  userType: 'tutor',
  name: ' Karim Uddin ',
  email: ' karim@example.com ',
  gender: 'Male',
  phone: '01711000000',
  password: 'secret12',
  rePassword: 'secret12',
};
const code = ['1', '2', '3', '4', '5', '6'];

function start(behaviour: RegistrationCalls = {}) {
  const { actors, calls: sent } = registrationStandIns(behaviour);
  const calls = { ...sent, redirect: [] as string[] };
  const machine = registrationMachine.provide({
    actors,
    actions: { goToLoginWithSuccess: (_, { message }) => void calls.redirect.push(message) },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

async function toOtpStep(behaviour: RegistrationCalls = {}, values: RegistrationValues = tutor) {
  const started = start(behaviour);
  started.actor.send({ type: 'registration.submit', values });
  await waitFor(started.actor, (s) => s.matches('otp'));
  return started;
}

async function submitCode(behaviour: RegistrationCalls = {}) {
  const started = await toOtpStep(behaviour);
  started.actor.send({ type: 'otp.change', digits: code });
  started.actor.send({ type: 'otp.submit' });
  return started;
}

describe('registration machine', () => {
  it('starts at an empty tutor form', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toMatchObject({
      values: emptyRegistrationValues('tutor'),
      payload: null,
      otp: ['', '', '', '', '', ''],
      error: null,
      notice: null,
    });
  });

  it('refuses different passwords with "Passwords do not match!" and keeps what was typed', () => {
    const { actor, calls } = start();
    actor.send({ type: 'registration.submit', values: { ...tutor, rePassword: 'other' } });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.error).toBe('Passwords do not match!');
    expect(actor.getSnapshot().context.values.rePassword).toBe('other');
    expect(calls.initiate).toHaveLength(0);
  });

  it('initiates with the payload (rePassword sent as confirmPassword), loading meanwhile', async () => {
    const { actor, calls } = start({ initiate: () => new Promise(() => {}) });
    actor.send({ type: 'registration.submit', values: tutor });
    expect(actor.getSnapshot().value).toBe('initiating');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls.initiate).toEqual([
      {
        name: 'Karim Uddin',
        gender: 'Male',
        email: 'karim@example.com',
        phone: '01711000000',
        password: 'secret12',
        confirmPassword: 'secret12',
        userType: 'tutor',
      },
    ]);
  });

  it('sends no gender for a guardian/student', async () => {
    const { calls } = await toOtpStep({}, { ...tutor, userType: 'student', gender: 'Female' });
    expect(calls.initiate[0]).not.toHaveProperty('gender');
    expect(calls.initiate[0]?.userType).toBe('student');
  });

  it('opens the OTP step with the payload kept and the server message as the banner', async () => {
    const { actor } = await toOtpStep();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag('otp')).toBe(true);
    expect(context.payload?.email).toBe('karim@example.com');
    expect(context.notice).toBe(REGISTRATION_ANSWERS.initiate.message);
    expect(context.otp).toEqual(['', '', '', '', '', '']);
  });

  it.each([
    ["the server's message", new ApiError('Email already exists', 409, true), 'Email already exists'],
    ['"Registration failed. Please try again." without one', new ApiError('Bad Gateway', 502, false), REGISTRATION_MESSAGES.failed],
    ['"Registration failed. Please try again." on no answer', new ApiError('Failed to fetch', 0, false), 'Registration failed. Please try again.'],
  ])('a failed initiate stays on the form with %s', async (_what, failure, message) => {
    const { actor } = start({ initiate: () => Promise.reject(failure) });
    actor.send({ type: 'registration.submit', values: tutor });
    await waitFor(actor, (s) => s.matches('form') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actor.getSnapshot().context.payload).toBeNull();
    expect(actor.getSnapshot().context.values).toEqual(tutor);
  });

  it('keeps only digits in the OTP boxes and asks for all six before verifying', async () => {
    const { actor, calls } = await toOtpStep();
    actor.send({ type: 'otp.change', digits: ['1', 'x', '3'] });
    expect(actor.getSnapshot().context.otp).toEqual(['1', '', '3', '', '', '']);
    actor.send({ type: 'otp.submit' });
    expect(actor.getSnapshot().value).toBe('otp');
    expect(actor.getSnapshot().context.error).toBe(REGISTRATION_MESSAGES.incompleteOtp);
    expect(calls.verify).toHaveLength(0);
  });

  it('verifies the joined OTP for the kept email, then registers with the kept payload', async () => {
    const { actor, calls } = await submitCode({ register: () => new Promise(() => {}) });
    await waitFor(actor, (s) => s.matches('registering'));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls.verify).toEqual([{ email: 'karim@example.com', otp: '123456' }]);
    expect(calls.register).toEqual(calls.initiate);
  });

  it('is loading while verifying', async () => {
    const { actor } = await submitCode({ verify: () => new Promise(() => {}) });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('on success with a token goes to /login with a success toast', async () => {
    const { actor, calls } = await submitCode();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(calls.redirect).toEqual([REGISTRATION_MESSAGES.registered]);
  });

  it('a wrong code stays on the code step with the tries left, the boxes cleared, the details kept', async () => {
    const wrong = new ApiError('Invalid OTP. 4 tries left.', 400, true, { message: 'Invalid OTP. 4 tries left.', triesLeft: 4 });
    const { actor, calls } = await submitCode({ verify: () => Promise.reject(wrong) });
    await waitFor(actor, (s) => s.matches('otp') && s.context.error !== null);
    const { context } = actor.getSnapshot();
    expect(context.error).toBe('Invalid OTP. 4 tries left.');
    expect(context.code).toMatchObject({ triesLeft: 4, codeExpired: false });
    expect(context.otp).toEqual(['', '', '', '', '', '']);
    expect(context.payload).not.toBeNull();
    expect(context.values).toEqual(tutor);
    expect(calls.register).toHaveLength(0);
    // The next try goes out.
    actor.send({ type: 'otp.change', digits: code });
    actor.send({ type: 'otp.submit' });
    expect(actor.getSnapshot().value).toBe('verifying');
  });

  it('a refusal without details still stays on the code step, with a sentence in words', async () => {
    const { actor } = await submitCode({ verify: () => Promise.reject(new ApiError('Bad Request', 400, false)) });
    await waitFor(actor, (s) => s.matches('otp') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(REGISTRATION_MESSAGES.invalidOtp);
  });

  it.each([
    ['expired', { expired: true }, 'This verification code has expired. Please request a new code.'],
    ['locked after five wrong tries', { triesLeft: 0 }, 'Too many wrong codes. Please request a new code.'],
  ])('a code that is %s is dead: Verify is refused until Resend', async (_what, body, message) => {
    const { actor, calls } = await submitCode({ verify: () => Promise.reject(new ApiError(message, 400, true, body)) });
    await waitFor(actor, (s) => s.matches('otp') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actor.getSnapshot().context.code.codeExpired).toBe(true);
    actor.send({ type: 'otp.change', digits: code });
    actor.send({ type: 'otp.submit' });
    expect(actor.getSnapshot().value).toBe('otp');
    expect(actor.getSnapshot().context.error).toBe(OTP_CODE_MESSAGES.expiredHint);
    expect(calls.verify).toHaveLength(1);
  });

  it('Resend (resending) asks initiate_registration again with the kept details and gives a fresh code step', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
      const expired = new ApiError('This verification code has expired.', 400, true, { expired: true });
      const { actor, calls } = await submitCode({
        initiate: async () => ({ message: 'OTP sent to your email address', resendAfterSeconds: 60 }),
        verify: () => Promise.reject(expired),
      });
      await waitFor(actor, (s) => s.context.code.codeExpired);
      expect(actor.getSnapshot().context.code.resendAvailableAt).toBe(Date.parse('2026-11-26T10:01:00Z'));
      vi.setSystemTime(new Date('2026-11-26T10:11:00Z'));
      actor.send({ type: 'otp.resend' });
      expect(actor.getSnapshot().value).toBe('resending');
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      await waitFor(actor, (s) => s.matches('otp'));
      expect(calls.initiate).toHaveLength(2);
      expect(calls.initiate[1]).toEqual(calls.initiate[0]);
      expect(actor.getSnapshot().context).toMatchObject({
        code: { triesLeft: null, codeExpired: false, resendAvailableAt: Date.parse('2026-11-26T10:12:00Z') },
        notice: OTP_CODE_MESSAGES.resent,
        error: null,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a Resend refused as too early (429) says so and counts down from retryAfterSeconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
      let sent = 0;
      const tooSoon = new ApiError('Please wait 45 seconds before requesting a new one.', 429, true, { retryAfterSeconds: 45 });
      const { actor } = await toOtpStep({
        initiate: () => (sent++ === 0 ? Promise.resolve({ message: 'sent' }) : Promise.reject(tooSoon)),
      });
      // Without resendAfterSeconds the server's once-a-minute rule is assumed.
      expect(actor.getSnapshot().context.code.resendAvailableAt).toBe(Date.parse('2026-11-26T10:01:00Z'));
      actor.send({ type: 'otp.resend' });
      await waitFor(actor, (s) => s.matches('otp') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('Please wait 45 seconds before requesting a new one.');
      expect(actor.getSnapshot().context.code.resendAvailableAt).toBe(Date.parse('2026-11-26T10:00:45Z'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a network exception while verifying says "An error occurred. Please try again." and keeps the code', async () => {
    const { actor } = await submitCode({ verify: () => Promise.reject(new ApiError('Failed to fetch', 0, false)) });
    await waitFor(actor, (s) => s.matches('otp') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('An error occurred. Please try again.');
    expect(actor.getSnapshot().context.otp).toEqual(code);
    actor.send({ type: 'otp.submit' });
    expect(actor.getSnapshot().value).toBe('verifying');
  });

  it.each([
    [
      'a duplicate ("already exists")',
      new ApiError('A user with this email already exists', 409, true),
      'This email or phone number is already registered. Please login or use different credentials.',
    ],
    ["another refusal: the server's message", new ApiError('Phone number is invalid', 400, true), 'Phone number is invalid'],
    ['a refusal without a message', new ApiError('Internal Server Error', 500, false), 'Registration failed. Please try again.'],
    ['a network exception', new ApiError('Failed to fetch', 0, false), 'An error occurred. Please try again.'],
    ['an unknown exception', new TypeError('boom'), 'An error occurred. Please try again.'],
  ])('register failing with %s resets the form and the OTP step', async (_what, failure, message) => {
    const { actor, calls } = await submitCode({ register: () => Promise.reject(failure) });
    await waitFor(actor, (s) => s.matches('form'));
    const { context } = actor.getSnapshot();
    expect(context.error).toBe(message);
    expect(context.values).toEqual(emptyRegistrationValues('tutor'));
    expect(context.otp).toEqual(['', '', '', '', '', '']);
    expect(context.payload).toBeNull();
    expect(calls.redirect).toHaveLength(0);
  });

  it('a register answer without user.token counts as a failure', async () => {
    const { actor, calls } = await submitCode({ register: () => Promise.resolve({ message: 'ok', user: {} }) });
    await waitFor(actor, (s) => s.matches('form'));
    expect(actor.getSnapshot().context.error).toBe(REGISTRATION_MESSAGES.failed);
    expect(calls.redirect).toHaveLength(0);
  });

  it('a reset keeps the chosen user type, and the form can be submitted again', async () => {
    const student = { ...tutor, userType: 'student' as const, gender: '' as const };
    const started = start({ register: () => Promise.reject(new ApiError('exists', 0, false)) });
    started.actor.send({ type: 'registration.submit', values: student });
    await waitFor(started.actor, (s) => s.matches('otp'));
    started.actor.send({ type: 'otp.change', digits: code });
    started.actor.send({ type: 'otp.submit' });
    await waitFor(started.actor, (s) => s.matches('form'));
    expect(started.actor.getSnapshot().context.values.userType).toBe('student');
    started.actor.send({ type: 'registration.submit', values: student });
    expect(started.actor.getSnapshot().value).toBe('initiating');
    expect(started.actor.getSnapshot().context.error).toBeNull();
  });
});
