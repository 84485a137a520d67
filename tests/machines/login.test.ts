import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { LOGIN_MESSAGES, loginMachine, type LoginInput, type LoginOutput, type LoginValues } from '@machines/login';
import { ApiError } from '@/shared/api';

const values: LoginValues = { emailOrPhone: '  rahim@example.com ', password: 'secret1', userType: 'student', rememberMe: true };
const user = { id: 'u1', name: 'Rahim', token: 't0k3n', userType: 'student' as const };

function start(login: (input: LoginInput) => Promise<LoginOutput>) {
  const calls = { login: [] as LoginInput[], notify: [] as string[], store: [] as unknown[], dashboard: [] as string[] };
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise<LoginOutput, LoginInput>(({ input }) => {
        calls.login.push(input);
        return login(input);
      }),
    },
    actions: {
      notifySuccess: (_, { message }) => void calls.notify.push(message),
      storeSession: (_, { user: stored }) => void calls.store.push(stored),
      goToDashboard: (_, { id }) => void calls.dashboard.push(id),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

describe('login machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts idle with no error and no user', () => {
    const { actor } = start(() => Promise.resolve({ user }));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ error: null, user: null });
  });

  it.each([
    ['Email/Phone', { emailOrPhone: '   ' }],
    ['Password', { password: '' }],
    ['User Type', { userType: '' as const }],
  ])('refuses to submit without %s', (_field, missing) => {
    const { actor, calls } = start(() => Promise.resolve({ user }));
    actor.send({ type: 'login.submit', values: { ...values, ...missing } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('error');
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('Please fill in all required fields (Email/Phone, Password, User Type).');
    expect(calls.login).toHaveLength(0);
  });

  it('submits the trimmed values, is loading meanwhile, and ignores a second submit', async () => {
    let resolve!: (output: LoginOutput) => void;
    const { actor, calls } = start(() => new Promise((r) => (resolve = r)));
    actor.send({ type: 'login.submit', values });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'login.submit', values });
    expect(calls.login).toEqual([
      { emailOrPhone: 'rahim@example.com', password: 'secret1', userType: 'student', rememberMe: true },
    ]);
    resolve({ user });
    await waitFor(actor, (s) => s.matches('success'));
  });

  it('on success says "Login successful!", stores the session, and opens the dashboard after 1 s', async () => {
    const tutor = { ...user, userType: 'tutor' as const, tutorId: 42 };
    const { actor, calls } = start(() => Promise.resolve({ user: tutor }));
    actor.send({ type: 'login.submit', values });
    await waitFor(actor, (s) => s.matches('success'));
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(calls.notify).toEqual(['Login successful!']);
    // The user type is the one the server answered with.
    expect(calls.store).toEqual([tutor]);
    expect(actor.getSnapshot().context.user).toEqual(tutor);

    vi.advanceTimersByTime(999);
    expect(calls.dashboard).toEqual([]);
    expect(actor.getSnapshot().value).toBe('success');
    vi.advanceTimersByTime(1);
    expect(calls.dashboard).toEqual(['u1']);
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("shows the server's message when the server refuses", async () => {
    const { actor, calls } = start(() => Promise.reject(new ApiError('Invalid email/phone or password', 401, true)));
    actor.send({ type: 'login.submit', values });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toBe('Invalid email/phone or password');
    expect(calls.store).toEqual([]);
    expect(calls.notify).toEqual([]);
  });

  it.each([
    ['a network failure', new ApiError('Failed to fetch', 0, false)],
    ['an empty server message', new ApiError('  ', 500, true)],
    ['an unknown failure', new Error('boom')],
  ])('falls back to "Login failed. Please try again." on %s', async (_what, failure) => {
    const { actor } = start(() => Promise.reject(failure));
    actor.send({ type: 'login.submit', values });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toBe(LOGIN_MESSAGES.failed);
    expect(LOGIN_MESSAGES.failed).toBe('Login failed. Please try again.');
  });

  it('can try again from the error, which clears the message', async () => {
    let attempt = 0;
    const { actor, calls } = start(() =>
      ++attempt === 1 ? Promise.reject(new ApiError('Wrong password', 401, true)) : Promise.resolve({ user }),
    );
    actor.send({ type: 'login.submit', values });
    await waitFor(actor, (s) => s.matches('error'));
    actor.send({ type: 'login.submit', values });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('success'));
    vi.advanceTimersByTime(1000);
    expect(calls.dashboard).toEqual(['u1']);
  });

  it('throws by default when no login actor is provided', async () => {
    const actor = createActor(loginMachine).start();
    actor.send({ type: 'login.submit', values });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toBe(LOGIN_MESSAGES.failed);
  });
});
