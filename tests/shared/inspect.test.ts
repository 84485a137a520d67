import { createBrowserInspector } from '@statelyai/inspect';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginMachine, type LoginInput, type LoginOutput } from '@machines/login';
import { passwordResetMachine, type ResetEmailInput, type ResetMessageOutput, type ResetOtpInput } from '@machines/password-reset';
import {
  createConsoleInspector,
  formatStateValue,
  inspect,
  inspectModeOf,
  inspectorEnabled,
  isInspectorRequested,
  maskSecrets,
  serializeForInspector,
} from '@/shared/lib/inspect';

describe('inspector switch', () => {
  it('is off for a normal visit', () => {
    expect(isInspectorRequested('', undefined)).toBe(false);
    expect(isInspectorRequested('?district=Dhaka', 'false')).toBe(false);
    // The test page has no ?inspect, so no inspector was created.
    expect(inspect).toBeUndefined();
    expect(inspectorEnabled).toBe(false);
  });

  it('is on with ?inspect in the address, with or without a value', () => {
    expect(isInspectorRequested('?inspect', undefined)).toBe(true);
    expect(isInspectorRequested('?district=Dhaka&inspect=1', undefined)).toBe(true);
  });

  it('is on with VITE_INSPECT=true', () => {
    expect(isInspectorRequested('', 'true')).toBe(true);
  });

  it('logs to the console with ?inspect=log or VITE_INSPECT=log, else opens the Stately window', () => {
    expect(inspectModeOf('?inspect=log', undefined)).toBe('log');
    expect(inspectModeOf('?page=2&inspect=log', 'true')).toBe('log');
    expect(inspectModeOf('', 'log')).toBe('log');
    expect(inspectModeOf('?inspect', undefined)).toBe('window');
    expect(inspectModeOf('?inspect=1', 'log')).toBe('window');
    expect(inspectModeOf('', 'true')).toBe('window');
    expect(inspectModeOf('?inspected=log', 'false')).toBe('off');
    expect(isInspectorRequested('', 'log')).toBe(true);
  });
});

describe('maskSecrets', () => {
  it('hides tokens and passwords at any depth and keeps everything else', () => {
    const event = {
      type: 'session.login',
      user: { id: '1', name: 'Rahima', token: 'secret-token' },
      form: { emailOrPhone: 'r@example.com', password: 'hunter22', confirmPassword: 'hunter22', otp: '123456' },
      list: [{ newPassword: 'x' }],
    };
    expect(maskSecrets(event)).toEqual({
      type: 'session.login',
      user: { id: '1', name: 'Rahima', token: '•••' },
      form: { emailOrPhone: 'r@example.com', password: '•••', confirmPassword: '•••', otp: '•••' },
      list: [{ newPassword: '•••' }],
    });
    expect(event.user.token).toBe('secret-token');
  });

  it('leaves non-plain objects as they are', () => {
    const error = new Error('boom');
    expect(maskSecrets({ error }).error).toBe(error);
    expect(maskSecrets(null)).toBeNull();
  });
});

describe('maskSecrets: codes, tokens and secrets of any name', () => {
  it('hides OTP codes (text, numbers, digit boxes) and every key naming a token, password or secret', () => {
    const context = {
      email: 'r@example.com',
      otp: ['1', '2', '3', '', '', ''],
      code: 482913,
      resetOtp: '111222',
      verificationCode: '999000',
      accessToken: 'abc',
      refresh_token: 'def',
      rePassword: 'hunter22',
      clientSecret: 'shh',
      nested: { deeper: { apiSecretKey: 'k' } },
      otpSent: true,
      hasToken: false,
      passwordError: null,
    };
    expect(maskSecrets(context)).toEqual({
      email: 'r@example.com',
      otp: ['•••', '•••', '•••', '', '', ''],
      code: '•••',
      resetOtp: '•••',
      verificationCode: '•••',
      accessToken: '•••',
      refresh_token: '•••',
      rePassword: '•••',
      clientSecret: '•••',
      nested: { deeper: { apiSecretKey: '•••' } },
      // Flags and empty values tell nothing and help QA.
      otpSent: true,
      hasToken: false,
      passwordError: null,
    });
  });

  it('hides the OTP boxes event and a field-change event that names a secret field', () => {
    expect(maskSecrets({ type: 'otp.change', digits: ['4', '8', '2'] })).toEqual({
      type: 'otp.change',
      digits: ['•••', '•••', '•••'],
    });
    expect(maskSecrets({ type: 'field.change', field: 'password', value: 'hunter22' })).toEqual({
      type: 'field.change',
      field: 'password',
      value: '•••',
    });
    expect(maskSecrets({ type: 'field.change', field: 'email', value: 'r@example.com' }).value).toBe('r@example.com');
  });

  it('masks a whole object kept under a secret key, and survives cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'a', token: { value: 'x', issued: 5 } };
    cyclic.self = cyclic;
    const masked = maskSecrets(cyclic);
    expect(masked.token).toEqual({ value: '•••', issued: '•••' });
    expect(masked.self).toBe('[Circular]');
  });
});

/** A stand-in for the browser: the inspector window receives whatever is posted to it. */
function fakeInspectorWindow() {
  const posted: unknown[] = [];
  const listeners: ((event: { data: unknown }) => void)[] = [];
  const target = { postMessage: (message: unknown) => void posted.push(message) };
  const win = {
    open: () => target,
    addEventListener: (_type: string, listener: (event: { data: unknown }) => void) => void listeners.push(listener),
  };
  const connect = () => listeners.forEach((listener) => listener({ data: { type: '@statelyai.connected' } }));
  return { win, posted, connect };
}

describe('what the Stately window is sent', () => {
  const original = window.requestIdleCallback;
  afterEach(() => {
    window.requestIdleCallback = original;
  });

  it('never carries the password typed, the login call input, or the token it answered', async () => {
    // The inspector defers its work to an idle callback: run it on the next tick.
    window.requestIdleCallback = ((callback: IdleRequestCallback) =>
      setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0)) as unknown as typeof window.requestIdleCallback;
    const { win, posted, connect } = fakeInspectorWindow();
    const inspector = createBrowserInspector({ window: win as unknown as Window, serialize: serializeForInspector });
    connect();
    const machine = loginMachine.provide({
      actors: {
        login: fromPromise<LoginOutput, LoginInput>(async () => ({
          user: { id: 'u1', name: 'Rahim', token: 'tok-3f9a-SECRET', userType: 'student' },
        })),
      },
    });
    const actor = createActor(machine, { inspect: inspector.inspect }).start();
    actor.send({
      type: 'login.submit',
      values: { emailOrPhone: 'rahim@example.com', password: 'hunter22-SECRET', userType: 'student', rememberMe: true },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    actor.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));

    const sent = JSON.stringify(posted);
    expect(posted.length).toBeGreaterThan(3);
    expect(sent).toContain('rahim@example.com');
    expect(sent).toContain('"value":"success"');
    expect(sent).not.toContain('hunter22-SECRET');
    expect(sent).not.toContain('tok-3f9a-SECRET');
    expect(sent).toContain('•••');
  });
});

describe('?inspect=log: the console observer', () => {
  it('prints each transition with the state, the event type and masked context and event', async () => {
    const lines: unknown[][] = [];
    const out = { log: (...args: unknown[]) => void lines.push(args) };
    const machine = passwordResetMachine.provide({
      actors: {
        sendOtp: fromPromise<ResetMessageOutput, ResetEmailInput>(async () => ({ message: 'sent' })),
        verifyOtp: fromPromise<ResetMessageOutput, ResetOtpInput>(async () => ({ message: 'ok' })),
      },
    });
    const actor = createActor(machine, { inspect: createConsoleInspector(out) }).start();
    actor.send({ type: 'email.submit', email: 'r@example.com' });
    await waitFor(actor, (snapshot) => snapshot.matches('otp'));
    actor.send({ type: 'otp.change', digits: ['4', '8', '2', '9', '1', '3'] });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('newPassword'));
    actor.stop();

    const texts = lines.map(([text]) => text);
    expect(texts).toContain('[inspect] passwordReset: email.submit → sendingOtp');
    expect(texts).toContain('[inspect] passwordReset: otp.change → otp');
    expect(texts).toContain('[inspect] passwordReset: otp.submit → verifyingOtp');
    // The invoked calls print their status.
    expect(texts.some((text) => typeof text === 'string' && /^\[inspect] .+ → \(done\)$/.test(text))).toBe(true);
    const change = lines.find(([text]) => text === '[inspect] passwordReset: otp.change → otp')![1] as {
      context: { otp: string[]; email: string };
      event: { digits: string[] };
    };
    expect(change.event.digits).toEqual(['•••', '•••', '•••', '•••', '•••', '•••']);
    expect(change.context.otp).toEqual(['•••', '•••', '•••', '•••', '•••', '•••']);
    expect(change.context.email).toBe('r@example.com');
    expect(JSON.stringify(lines)).not.toContain('482913');
    expect(JSON.stringify(lines)).not.toMatch(/"4","8","2"/);
  });

  it('names nested states by their path', () => {
    expect(formatStateValue('idle')).toBe('idle');
    expect(formatStateValue({ editing: 'education' })).toBe('editing.education');
    expect(formatStateValue({ a: { b: 'c' }, d: 'e' })).toBe('a.b.c, d.e');
  });
});
