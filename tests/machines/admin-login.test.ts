import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  ADMIN_LOGIN_REDIRECT_DELAY,
  adminLoginMachine,
  type AdminLoginInput,
  type AdminLoginOutput,
  type AdminLoginValues,
} from '@machines/admin-login';
import { ApiError } from '@/shared/api';

const values: AdminLoginValues = { emailOrPhone: '  admin@shikhon.test ', password: 'Admin@Shikhon1', rememberMe: true };
const admin = { id: 'a1', name: 'Admin User', token: 't0k3n', userType: 'admin' as const };

function start(login: (input: AdminLoginInput) => Promise<AdminLoginOutput>) {
  const calls = { login: [] as AdminLoginInput[], store: [] as unknown[], admin: 0 };
  const machine = adminLoginMachine.provide({
    actors: {
      login: fromPromise<AdminLoginOutput, AdminLoginInput>(({ input }) => {
        calls.login.push(input);
        return login(input);
      }),
    },
    actions: {
      storeSession: (_, { user }) => void calls.store.push(user),
      goToDashboard: () => void (calls.admin += 1),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

/** Lets the login promise settle under fake timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('admin login machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts idle without error or user', () => {
    const { actor } = start(() => Promise.resolve({ user: admin }));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ error: null, user: null });
  });

  it.each([
    ['the e-mail', { emailOrPhone: '   ' }],
    ['the password', { password: '' }],
  ])('asks for all fields without %s, and calls nothing', (_field, missing) => {
    const { actor, calls } = start(() => Promise.resolve({ user: admin }));
    actor.send({ type: 'login.submit', values: { ...values, ...missing } });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('Please fill in all fields');
    expect(calls.login).toHaveLength(0);
  });

  it('always logs in as admin with the trimmed e-mail and remember-me, ignoring a second submit', async () => {
    let resolve!: (output: AdminLoginOutput) => void;
    const { actor, calls } = start(() => new Promise((r) => (resolve = r)));
    actor.send({ type: 'login.submit', values });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'login.submit', values });
    expect(calls.login).toEqual([
      { emailOrPhone: 'admin@shikhon.test', password: 'Admin@Shikhon1', userType: 'admin', rememberMe: true },
    ]);
    resolve({ user: admin });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('stores the session at once, then opens /admin after exactly 1500 ms', async () => {
    const { actor, calls } = start(() => Promise.resolve({ user: admin }));
    actor.send({ type: 'login.submit', values });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.user).toEqual(admin);
    expect(calls.store).toEqual([admin]);
    expect(ADMIN_LOGIN_REDIRECT_DELAY).toBe(1500);
    await vi.advanceTimersByTimeAsync(1499);
    expect(calls.admin).toBe(0);
    expect(actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.admin).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('says "Invalid credentials" for any answer that is not 200, whatever the server said', async () => {
    for (const error of [
      new ApiError('This account is not an admin account.', 401, true),
      new ApiError('Invalid credentials', 400, true),
      new ApiError('Too many attempts', 429, true),
    ]) {
      const { actor, calls } = start(() => Promise.reject(error));
      actor.send({ type: 'login.submit', values });
      await settle();
      expect(actor.getSnapshot().value).toBe('error');
      expect(actor.getSnapshot().context.error).toBe('Invalid credentials. Please try again.');
      expect(calls.store).toHaveLength(0);
    }
  });

  it("shows an exception's own message, or the generic text when it has none", async () => {
    const network = start(() => Promise.reject(new ApiError('Failed to fetch', 0, false)));
    network.actor.send({ type: 'login.submit', values });
    await settle();
    expect(network.actor.getSnapshot().context.error).toBe('Failed to fetch');

    const bare = start(() => Promise.reject({}));
    bare.actor.send({ type: 'login.submit', values });
    await settle();
    expect(bare.actor.getSnapshot().context.error).toBe('An error occurred during login. Please try again.');
  });

  it('refuses an answer for a member account and never stores it', async () => {
    const { actor, calls } = start(() => Promise.resolve({ user: { ...admin, userType: 'student' } }));
    actor.send({ type: 'login.submit', values });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Invalid credentials. Please try again.');
    expect(calls.store).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.admin).toBe(0);
  });

  it('can try again after an error, and the error clears while submitting', async () => {
    let attempt = 0;
    const { actor } = start(() => (++attempt === 1 ? Promise.reject(new ApiError('no', 401, true)) : new Promise(() => {})));
    actor.send({ type: 'login.submit', values });
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
    actor.send({ type: 'login.submit', values });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
