// Runs a feature's real API calls against the real server: a listening test server, a happy-dom
// browser's fetch pointed at it, and the client modules loaded only after that fetch exists.
import { fork, type Scope } from 'effector';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type * as ClientApiModule from '@/shared/api';
import { Window } from 'happy-dom';
import { createTestServer, type TestServer } from '../server/harness';
import { signIn, type Member } from '../server/member-fixtures';

export interface ProfileApiHarness<F> {
  server: TestServer;
  api: typeof ClientApiModule;
  feature: F;
  /** A new member of the role, signed in on the server (not in the client: see `actAs`). */
  signIn: (...args: Parameters<typeof signIn> extends [unknown, unknown, ...infer R] ? R : never) => Promise<Member>;
  /**
   * The client signed in as `member` (null: a guest): a scope of its own holding the member's token, bound as the
   * app binds its scope, so the feature's calls made from the test carry that token. Unbound after each test.
   */
  actAs: (member: Pick<Member, 'token'> | null) => Scope;
}

/**
 * Registers the suite's `beforeAll`/`afterAll` and returns the harness they fill in. `loadFeature`
 * imports the feature (`() => import('@/features/...')`) once the browser globals exist: the API
 * client binds fetch when it is created.
 */
export function startProfileApiHarness<F>(loadFeature: () => Promise<F>): ProfileApiHarness<F> {
  const harness = {
    signIn: (...args) => signIn(harness.server.app, harness.server.db, ...args),
  } as ProfileApiHarness<F>;
  let browser: Window | undefined;
  let release: (() => void) | undefined;
  harness.actAs = (member) => {
    release?.();
    const scope = fork({ values: [[harness.api.$authToken, member?.token ?? null]] });
    release = harness.api.bindRequestsToScope(scope);
    return scope;
  };

  beforeAll(async () => {
    const server = await createTestServer();
    harness.server = server;
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as { port: number };
    browser = new Window({ url: `http://127.0.0.1:${port}/update-profile/x` });
    const globals = globalThis as Record<string, unknown>;
    for (const name of ['fetch', 'Headers', 'Request', 'Response', 'location'] as const) globals[name] = browser[name];
    harness.api = await import('@/shared/api');
    harness.feature = await loadFeature();
  }, 60_000);

  afterEach(() => {
    release?.();
    release = undefined;
  });

  afterAll(async () => {
    await browser?.happyDOM.close();
    await harness.server?.close();
  });

  return harness;
}
