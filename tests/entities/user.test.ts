import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $loadingUserIds,
  $userErrors,
  $users,
  describeUserLoadError,
  fetchUserFx,
  memberIdOf,
  userPatched,
  userRequested,
  usersCleared,
  type User,
} from '@/entities/user';
import { ApiError } from '@/shared/api';
import { adminUser, studentUser, tutorUser } from '../../stories/pages/member-fixtures';

describe('user model', () => {
  it('loads a member by id and keeps them by id', async () => {
    const fetch = vi.fn(async (id: string) => (id === tutorUser._id ? tutorUser : studentUser));
    const scope = fork({ handlers: [[fetchUserFx, fetch]] });
    await allSettled(userRequested, { scope, params: studentUser._id });
    await allSettled(userRequested, { scope, params: tutorUser._id });
    expect(scope.getState($users)).toEqual({ [studentUser._id]: studentUser, [tutorUser._id]: tutorUser });
    expect(scope.getState($loadingUserIds)).toEqual([]);
  });

  it('does not ask twice for a member already on the way', async () => {
    let answer: (user: User) => void = () => {};
    const fetch = vi.fn(() => new Promise<User>((resolve) => (answer = resolve)));
    const scope = fork({ handlers: [[fetchUserFx, fetch]] });
    const first = allSettled(userRequested, { scope, params: 'u1' });
    void allSettled(userRequested, { scope, params: 'u1' });
    expect(scope.getState($loadingUserIds)).toEqual(['u1']);
    answer(studentUser);
    await first;
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the reason of a failure, and clears it on the next try', async () => {
    const fetch = vi.fn(async (): Promise<User> => {
      throw new ApiError('You can only view your own account.', 403, true);
    });
    const scope = fork({ handlers: [[fetchUserFx, fetch]] });
    await allSettled(userRequested, { scope, params: 'u1' });
    expect(scope.getState($userErrors)).toEqual({ u1: { title: 'You can only view your own account.', detail: null } });
    fetch.mockImplementation(async () => studentUser);
    await allSettled(userRequested, { scope, params: 'u1' });
    expect(scope.getState($userErrors)).toEqual({});
    expect(scope.getState($users).u1).toEqual(studentUser);
  });

  it('patches a loaded member, ignores unknown ones, and forgets everyone when cleared', async () => {
    const scope = fork({ values: [[$users, { [tutorUser._id]: tutorUser }]] });
    await allSettled(userPatched, { scope, params: { id: tutorUser._id, patch: { isAvailable: false } } });
    await allSettled(userPatched, { scope, params: { id: 'nobody', patch: { isAvailable: true } } });
    expect(scope.getState($users)).toEqual({ [tutorUser._id]: { ...tutorUser, isAvailable: false } });
    await allSettled(usersCleared, { scope });
    expect(scope.getState($users)).toEqual({});
  });
});

describe('describeUserLoadError', () => {
  it("reads the server's sentence, else the failure in words; never a bare status code", () => {
    expect(describeUserLoadError(new ApiError('You can only view your own account.', 403, true))).toEqual({
      title: 'You can only view your own account.',
      detail: null,
    });
    expect(describeUserLoadError(new ApiError('User not found', 404, true))).toEqual({ title: 'User not found', detail: null });
    // No sentence from the server: one by the status family.
    expect(describeUserLoadError(new ApiError("I'm a teapot", 418, false)).title).toBe(
      'The request could not be completed. Please try again.',
    );
    expect(describeUserLoadError(new ApiError('Bad Gateway', 502, false)).title).toBe(
      'Something went wrong on our side. Please try again in a few minutes.',
    );
    for (const status of [400, 401, 403, 404, 409, 418, 429, 500, 502, 503]) {
      expect(describeUserLoadError(new ApiError('', status, false)).title).not.toMatch(/\d{3}/);
    }
  });

  it('reads "Invalid user data format" when the answer had no user', () => {
    expect(describeUserLoadError(new ApiError('Unexpected response from the server', 0, false)).title).toBe(
      'Invalid user data format',
    );
  });

  it('names a network failure', () => {
    expect(describeUserLoadError(new ApiError('Failed to fetch', 0, false)).title).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
  });
});

describe('memberIdOf', () => {
  it('is the studentId or the tutorId; admins have none', () => {
    expect(memberIdOf(studentUser)).toBe(5001);
    expect(memberIdOf(tutorUser)).toBe(1007);
    expect(memberIdOf(adminUser)).toBeNull();
  });
});
