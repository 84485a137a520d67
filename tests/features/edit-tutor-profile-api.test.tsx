// @vitest-environment node
// The tutor wizard's real calls against the real server: a missing profile is initialized, a draft made
// from it and saved passes the server's checks, the server computes the completion, others are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as FeatureModule from '@/features/edit-tutor-profile';
import type * as ClientApiModule from '@/shared/api';
import { Window } from 'happy-dom';
import { completeTutorProfile } from '../../stories/features/edit-tutor-profile/fixtures';
import { createTestServer, type TestServer } from '../server/harness';
import { signIn, type Member } from '../server/member-fixtures';


let server: TestServer;
let browser: Window;
let api: typeof ClientApiModule;
let feature: typeof FeatureModule;
let tutor: Member;
let student: Member;

beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as { port: number };
  browser = new Window({ url: `http://127.0.0.1:${port}/update-profile/x` });
  const globals = globalThis as Record<string, unknown>;
  for (const name of ['fetch', 'Headers', 'Request', 'Response', 'location'] as const) globals[name] = browser[name];
  // Loaded after the browser globals exist: the API client binds fetch when it is created.
  api = await import('@/shared/api');
  feature = await import('@/features/edit-tutor-profile');
  tutor = await signIn(server.app, server.db, 'tutor');
  student = await signIn(server.app, server.db, 'student');
}, 60_000);

afterAll(async () => {
  api?.setAuthToken(null);
  await browser?.happyDOM.close();
  await server?.close();
});

describe('tutor profile API against the server', () => {
  it('reads no profile before it is initialized, then initializes, saves and reads it back', async () => {
    const { tutorProfileApi, toDraft, toUpdateBody } = feature;
    api.setAuthToken(tutor.token);
    expect(await tutorProfileApi.get(tutor.id)).toBeNull();

    const initialized = await tutorProfileApi.initialize(tutor.id);
    const draft = toDraft(initialized);
    expect(draft.tuition.district).toBe(initialized.tuition.district || 'Dhaka');

    const edited = { ...completeTutorProfile, tuition: { ...completeTutorProfile.tuition, preferredSubjects: ['Math', 'Math', ''] } };
    const saved = await tutorProfileApi.save(tutor.id, toUpdateBody(edited));
    expect(saved.profileCompletion).toBeGreaterThan(initialized.profileCompletion);
    expect(saved.tuition.preferredSubjects).toEqual(['Math']);

    const read = await tutorProfileApi.get(tutor.id);
    expect(read?.education.ssc).toEqual(completeTutorProfile.education.ssc);
    // Optional sections nobody began were not sent.
    expect(read?.education.diploma ?? {}).not.toHaveProperty('institute');
    expect(toDraft(read!).personal.fullName).toBe('Karim Uddin');
  });

  it("refuses someone else's profile", async () => {
    api.setAuthToken(student.token);
    await expect(feature.tutorProfileApi.get(tutor.id)).rejects.toMatchObject({ status: 403 });
    await expect(feature.tutorProfileApi.initialize(tutor.id)).rejects.toMatchObject({ status: 403 });
  });
});
