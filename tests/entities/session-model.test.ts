import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $sessionLoading,
  $sessionUser,
  sessionRestored,
  userLoggedIn,
  userLoggedOut,
  type SessionUser,
} from '@/entities/session';
import { $authToken } from '@/shared/api';

const student: SessionUser = { id: '1', name: 'Rahima', userType: 'student', token: 'tok-s' };
const tutor: SessionUser = { id: '2', name: 'Karim', userType: 'tutor', token: 'tok-t', tutorId: 5 };

describe('session model (Effector mirror of the machine)', () => {
  it('starts loading with no user', () => {
    const scope = fork();
    expect(scope.getState($sessionUser)).toBeNull();
    expect(scope.getState($sessionLoading)).toBe(true);
  });

  it("a restore with a user sets it, ends loading and sets the scope's API token", async () => {
    const scope = fork();
    await allSettled(sessionRestored, { scope, params: tutor });
    expect(scope.getState($sessionUser)).toEqual(tutor);
    expect(scope.getState($sessionLoading)).toBe(false);
    expect(scope.getState($authToken)).toBe('tok-t');
  });

  it('a restore with nobody ends loading, logged out, without a token', async () => {
    const scope = fork();
    await allSettled(sessionRestored, { scope, params: null });
    expect(scope.getState($sessionUser)).toBeNull();
    expect(scope.getState($sessionLoading)).toBe(false);
    expect(scope.getState($authToken)).toBeNull();
  });

  it('login sets the user and token; logout clears both', async () => {
    const scope = fork();
    await allSettled(sessionRestored, { scope, params: null });
    await allSettled(userLoggedIn, { scope, params: student });
    expect(scope.getState($sessionUser)).toEqual(student);
    expect(scope.getState($authToken)).toBe('tok-s');
    await allSettled(userLoggedOut, { scope });
    expect(scope.getState($sessionUser)).toBeNull();
    expect(scope.getState($sessionLoading)).toBe(false);
    expect(scope.getState($authToken)).toBeNull();
  });

  it("keeps each scope's token to itself", async () => {
    const one = fork();
    const other = fork();
    await Promise.all([
      allSettled(userLoggedIn, { scope: one, params: student }),
      allSettled(userLoggedIn, { scope: other, params: tutor }),
    ]);
    expect(one.getState($authToken)).toBe('tok-s');
    expect(other.getState($authToken)).toBe('tok-t');
    await allSettled(userLoggedOut, { scope: one });
    expect(one.getState($authToken)).toBeNull();
    expect(other.getState($authToken)).toBe('tok-t');
    expect(fork().getState($authToken)).toBeNull();
  });
});
