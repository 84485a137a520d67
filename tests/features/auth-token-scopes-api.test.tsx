// @vitest-environment node
// The session token lives in the Effector scope (issue 11 item 5): two members signed in in two scopes of one
// client call the real server at the same time, and each call carries the token of its own scope. Nothing is faked:
// the server and its database are real, the client's fetch is a browser's (happy-dom) at the server's origin.
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/entities/session';
import type { Member } from '../server/member-fixtures';
import { startProfileApiHarness } from './profile-api-harness';

const harness = startProfileApiHarness(async () => {
  const [session, user] = await Promise.all([import('@/entities/session'), import('@/entities/user')]);
  return { userLoggedIn: session.userLoggedIn, fetchUserFx: user.fetchUserFx };
});

/** A scope of the client signed in as `member`, through the session entity as the app signs one in. */
async function signedInScope(member: Member, userType: SessionUser['userType']): Promise<Scope> {
  const scope = fork();
  await allSettled(harness.feature.userLoggedIn, { scope, params: { id: member.id, name: '', userType, token: member.token } });
  expect(scope.getState(harness.api.$authToken)).toBe(member.token);
  return scope;
}

/** The account `id` as read in `scope` (the user entity's effect: its own account, or a refusal). */
const readAccount = (scope: Scope, id: string) => allSettled(harness.feature.fetchUserFx, { scope, params: id });

let student: Member;
let tutor: Member;

beforeAll(async () => {
  student = await harness.signIn('student', { name: 'Rahima Firstscope' });
  tutor = await harness.signIn('tutor', { name: 'Karim Secondscope' });
});

describe('two scopes, two members, one client', () => {
  it('calls made at the same time each carry the token of their own scope', async () => {
    const studentScope = await signedInScope(student, 'student');
    const tutorScope = await signedInScope(tutor, 'tutor');

    // Interleaved: each scope's call goes out while the other's are still on their way.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => [readAccount(studentScope, student.id), readAccount(tutorScope, tutor.id)]).flat(),
    );
    answers.forEach((answer, index) => {
      expect(answer.status, `call ${index}`).toBe('done');
      expect(answer.value).toMatchObject(index % 2 === 0 ? { name: 'Rahima Firstscope' } : { name: 'Karim Secondscope' });
    });

    // Each scope asking for the other's account is refused: the token it carries is its own member's.
    const [studentAsksTutor, tutorAsksStudent] = await Promise.all([
      readAccount(studentScope, tutor.id),
      readAccount(tutorScope, student.id),
    ]);
    expect(studentAsksTutor).toMatchObject({ status: 'fail', value: { status: 403 } });
    expect(tutorAsksStudent).toMatchObject({ status: 'fail', value: { status: 403 } });

    // A scope nobody signed in to is a guest, whatever the other scopes hold.
    expect(await readAccount(fork(), student.id)).toMatchObject({ status: 'fail', value: { status: 401 } });
  });

  it('a session ended on the server expires its own scope only', async () => {
    const leaving = await harness.signIn('student');
    const staying = await harness.signIn('student');
    const leavingScope = await signedInScope(leaving, 'student');
    const stayingScope = await signedInScope(staying, 'student');
    const expired = vi.fn();
    const expiredElsewhere = vi.fn();
    const stops = [
      createWatch({ unit: harness.api.authTokenRejected, fn: expired, scope: leavingScope }),
      createWatch({ unit: harness.api.authTokenRejected, fn: expiredElsewhere, scope: stayingScope }),
    ];
    try {
      // The leaving member's token is revoked on the server (a logout from elsewhere); its scope still holds it.
      await harness.api.callInScope(leavingScope, () => harness.api.authApi.logout());

      const [left, stayed] = await Promise.all([readAccount(leavingScope, leaving.id), readAccount(stayingScope, staying.id)]);
      expect(left).toMatchObject({ status: 'fail', value: { status: 401 } });
      expect(stayed.status).toBe('done');
      expect(expired).toHaveBeenCalledOnce();
      expect(expiredElsewhere).not.toHaveBeenCalled();
    } finally {
      for (const stop of stops) stop();
    }
  });
});
