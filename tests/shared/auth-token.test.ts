// The request layer's token is the scope's `$authToken` (issue 11 item 5): a call made in a scope's effect carries
// that scope's token, a call made outside any scope carries the token of the scope the app bound, and no serialized
// scope (the server's page) ever holds a token. Only fetch is faked; it answers with the bearer it was sent.
import { allSettled, createEffect, fork, serialize } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { $sessionUser, userLoggedIn } from '@/entities/session';
import { $authToken, bindRequestsToScope, callInScope, request } from '@/shared/api';

const bearerSchema = z.object({ bearer: z.string().nullable() });
const fetchMock = vi.fn<typeof fetch>();

/** The bearer the call went out with, as the fake server read it. */
const whoAmI = () => request(bearerSchema, '/api/whoami').then(({ bearer }) => bearer);
const whoAmIFx = createEffect(whoAmI);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_input, init) => {
    // Answered a little later, so calls of different scopes are out at the same time.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const bearer = new Headers(init?.headers).get('Authorization');
    return new Response(JSON.stringify({ bearer }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the token of a scope', () => {
  it("goes with the calls of the scope's effects only, also when two scopes call at once", async () => {
    const one = fork({ values: [[$authToken, 'token-one']] });
    const two = fork({ values: [[$authToken, 'token-two']] });
    const answers = await Promise.all([
      allSettled(whoAmIFx, { scope: one }),
      allSettled(whoAmIFx, { scope: two }),
      allSettled(whoAmIFx, { scope: one }),
      allSettled(whoAmIFx, { scope: fork() }),
    ]);
    expect(answers.map(({ value }) => value)).toEqual(['Bearer token-one', 'Bearer token-two', 'Bearer token-one', null]);
  });

  it('goes with the calls a function makes when it is run in the scope, after an await too', async () => {
    const scope = fork({ values: [[$authToken, 'token-one']] });
    const twice = async () => [await whoAmI(), await whoAmI()];
    expect(await callInScope(scope, twice)).toEqual(['Bearer token-one', 'Bearer token-one']);
  });

  it('goes with calls made outside any scope only while an app binds its scope; none else', async () => {
    expect(await whoAmI()).toBeNull();
    const scope = fork({ values: [[$authToken, 'app-token']] });
    const release = bindRequestsToScope(scope);
    try {
      expect(await whoAmI()).toBe('Bearer app-token');
    } finally {
      release();
    }
    expect(await whoAmI()).toBeNull();
  });

  it('is never part of a serialized scope (a page from the server carries no token)', async () => {
    const scope = fork();
    await allSettled(userLoggedIn, { scope, params: { id: 'u-1', name: 'Rahima', userType: 'student', token: 'secret-token' } });
    expect(scope.getState($authToken)).toBe('secret-token');
    expect(scope.getState($sessionUser)?.token).toBe('secret-token');
    expect(JSON.stringify(serialize(scope))).not.toContain('secret-token');
    // Nor is it taken from values that arrive as the browser's serialized state.
    expect(fork({ values: serialize(scope) }).getState($authToken)).toBeNull();
  });
});
