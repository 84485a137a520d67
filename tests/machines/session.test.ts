import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { sessionMachine, type SessionUser } from '@machines/session';

const student: SessionUser = { id: '42', name: 'Rahima Akter', userType: 'student', token: 'tok-student' };
const tutor: SessionUser = { id: '7', name: 'Karim Uddin', userType: 'tutor', token: 'tok-tutor', tutorId: 1007 };

/** A fake "localStorage" holding just the user, plus spies for every side effect. */
function setup(options: { stored?: SessionUser | null; logout?: () => Promise<unknown> } = {}) {
  let stored: SessionUser | null = options.stored ?? null;
  const effects = {
    announceRestoredSession: vi.fn(),
    persistSession: vi.fn((user: SessionUser) => {
      stored = user;
    }),
    clearSession: vi.fn(() => {
      stored = null;
    }),
    goToLogin: vi.fn(),
    goToLoginAfterExpiry: vi.fn((_user: SessionUser | null) => {}),
    logLogoutError: vi.fn(),
    logoutCall: vi.fn((_input: { user: SessionUser | null }) =>
      options.logout ? options.logout() : Promise.resolve({ message: 'Logged out' }),
    ),
  };
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => stored),
      logout: fromPromise(({ input }) => effects.logoutCall(input)),
    },
    actions: {
      announceRestoredSession: (_, params) => effects.announceRestoredSession(params.user),
      persistSession: (_, params) => effects.persistSession(params.user),
      clearSession: () => effects.clearSession(),
      goToLogin: () => effects.goToLogin(),
      goToLoginAfterExpiry: (_, params) => effects.goToLoginAfterExpiry(params.user),
      logLogoutError: (_, params) => effects.logLogoutError(params.error),
    },
  });
  const actor = createActor(machine).start();
  return { actor, effects, getStored: () => stored };
}

describe('session machine', () => {
  it('starts restoring with no user and the loading tag', () => {
    const { actor } = setup();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('restoring')).toBe(true);
    expect(snapshot.hasTag('loading')).toBe(true);
    expect(snapshot.context.user).toBeNull();
  });

  it('restores a stored user and ends loading', async () => {
    const { actor, effects } = setup({ stored: tutor });
    const snapshot = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snapshot.context.user).toEqual(tutor);
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(effects.announceRestoredSession).toHaveBeenCalledWith(tutor);
    // Restoring is not a login: nothing is written back.
    expect(effects.persistSession).not.toHaveBeenCalled();
  });

  it('ends anonymous when nothing is stored', async () => {
    const { actor, effects } = setup({ stored: null });
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(effects.announceRestoredSession).toHaveBeenCalledWith(null);
  });

  it('ends anonymous when the storage cannot be read', async () => {
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restoreSession: fromPromise<SessionUser | null>(async () => {
            throw new Error('SecurityError: storage disabled');
          }),
        },
      }),
    ).start();
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(snapshot.context.user).toBeNull();
  });

  it('keeps the default implementations inert: unprovided restore ends anonymous', async () => {
    const actor = createActor(sessionMachine).start();
    await waitFor(actor, (s) => s.matches('anonymous'));
  });

  it('login sets the user and persists it', async () => {
    const { actor, effects, getStored } = setup();
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'session.login', user: student });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('authenticated')).toBe(true);
    expect(snapshot.context.user).toEqual(student);
    expect(effects.persistSession).toHaveBeenCalledExactlyOnceWith(student);
    expect(getStored()).toEqual(student);
  });

  it('a login during start-up wins over the restore', async () => {
    const { actor } = setup({ stored: null });
    actor.send({ type: 'session.login', user: student });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(student);
  });

  it('logout calls the API for the user, clears the session and goes to /login', async () => {
    const { actor, effects, getStored } = setup({ stored: tutor });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    // The user stays set while the call is made, so the call still carries the token.
    expect(actor.getSnapshot().context.user).toEqual(tutor);
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(effects.logoutCall).toHaveBeenCalledWith({ user: tutor });
    expect(snapshot.context.user).toBeNull();
    expect(effects.clearSession).toHaveBeenCalledOnce();
    expect(effects.goToLogin).toHaveBeenCalledOnce();
    expect(effects.logLogoutError).not.toHaveBeenCalled();
    expect(getStored()).toBeNull();
  });

  it('logout clears the session and goes to /login even when the call fails, logging the error', async () => {
    const failure = new Error('Network down');
    const { actor, effects, getStored } = setup({
      stored: student,
      logout: async () => {
        throw failure;
      },
    });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.logout' });
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(snapshot.context.user).toBeNull();
    expect(effects.logLogoutError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(effects.clearSession).toHaveBeenCalledOnce();
    expect(effects.goToLogin).toHaveBeenCalledOnce();
    expect(getStored()).toBeNull();
  });

  it('ignores logout when nobody is logged in', async () => {
    const { actor, effects } = setup();
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(effects.logoutCall).not.toHaveBeenCalled();
    expect(effects.goToLogin).not.toHaveBeenCalled();
  });

  it('can log in again after logging out', async () => {
    const { actor, effects } = setup({ stored: student });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'session.login', user: tutor });
    expect(actor.getSnapshot().context.user).toEqual(tutor);
    expect(effects.persistSession).toHaveBeenLastCalledWith(tutor);
  });

  it('an expired or revoked session (session.expire) clears it without a logout call and opens /login for that user', async () => {
    const { actor, effects, getStored } = setup({ stored: student });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.expire' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('expired')).toBe(true);
    expect(snapshot.hasTag('expired')).toBe(true);
    expect(snapshot.context.user).toBeNull();
    expect(getStored()).toBeNull();
    expect(effects.goToLoginAfterExpiry).toHaveBeenCalledExactlyOnceWith(student);
    expect(effects.logoutCall).not.toHaveBeenCalled();
    expect(effects.goToLogin).not.toHaveBeenCalled();
  });

  it('more 401s after the expiry, or while logged out, change nothing', async () => {
    const { actor, effects } = setup({ stored: tutor });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.expire' });
    actor.send({ type: 'session.expire' });
    expect(effects.goToLoginAfterExpiry).toHaveBeenCalledOnce();
    expect(effects.clearSession).toHaveBeenCalledOnce();

    const anonymous = setup();
    await waitFor(anonymous.actor, (s) => s.matches('anonymous'));
    anonymous.actor.send({ type: 'session.expire' });
    expect(anonymous.actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(anonymous.effects.goToLoginAfterExpiry).not.toHaveBeenCalled();
  });

  it('logs in again after an expiry', async () => {
    const { actor, effects } = setup({ stored: student });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.expire' });
    actor.send({ type: 'session.login', user: { ...student, token: 'tok-new' } });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(effects.persistSession).toHaveBeenLastCalledWith({ ...student, token: 'tok-new' });
  });
});
