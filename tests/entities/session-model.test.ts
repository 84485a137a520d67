import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $sessionLoading,
  $sessionUser,
  sessionRestored,
  userLoggedIn,
  userLoggedOut,
  type SessionUser,
} from '@/entities/session';
import { getAuthToken, setAuthToken } from '@/shared/api';

const student: SessionUser = { id: '1', name: 'Rahima', userType: 'student', token: 'tok-s' };
const tutor: SessionUser = { id: '2', name: 'Karim', userType: 'tutor', token: 'tok-t', tutorId: 5 };

describe('session model (Effector mirror of the machine)', () => {
  afterEach(() => setAuthToken(null));

  it('starts loading with no user', () => {
    const scope = fork();
    expect(scope.getState($sessionUser)).toBeNull();
    expect(scope.getState($sessionLoading)).toBe(true);
  });

  it('a restore with a user sets it, ends loading and sets the API token', async () => {
    const scope = fork();
    await allSettled(sessionRestored, { scope, params: tutor });
    expect(scope.getState($sessionUser)).toEqual(tutor);
    expect(scope.getState($sessionLoading)).toBe(false);
    expect(getAuthToken()).toBe('tok-t');
  });

  it('a restore with nobody ends loading, logged out, without a token', async () => {
    const scope = fork();
    await allSettled(sessionRestored, { scope, params: null });
    expect(scope.getState($sessionUser)).toBeNull();
    expect(scope.getState($sessionLoading)).toBe(false);
    expect(getAuthToken()).toBeNull();
  });

  it('login sets the user and token; logout clears both', async () => {
    const scope = fork();
    await allSettled(sessionRestored, { scope, params: null });
    await allSettled(userLoggedIn, { scope, params: student });
    expect(scope.getState($sessionUser)).toEqual(student);
    expect(getAuthToken()).toBe('tok-s');
    await allSettled(userLoggedOut, { scope });
    expect(scope.getState($sessionUser)).toBeNull();
    expect(scope.getState($sessionLoading)).toBe(false);
    expect(getAuthToken()).toBeNull();
  });
});
