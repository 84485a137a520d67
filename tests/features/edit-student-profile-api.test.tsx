// @vitest-environment node
// The student form's real calls against the real server: the initialize-when-missing rule and a save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as FeatureModule from '@/features/edit-student-profile';
import type * as ClientApiModule from '@/shared/api';
import { Window } from 'happy-dom';
import { createTestServer, type TestServer } from '../server/harness';
import { signIn, type Member } from '../server/member-fixtures';


let server: TestServer;
let browser: Window;
let api: typeof ClientApiModule;
let feature: typeof FeatureModule;
let student: Member;
let otherStudent: Member;

beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as { port: number };
  browser = new Window({ url: `http://127.0.0.1:${port}/update-profile/x` });
  const globals = globalThis as Record<string, unknown>;
  for (const name of ['fetch', 'Headers', 'Request', 'Response', 'location'] as const) globals[name] = browser[name];
  // Loaded after the browser globals exist: the API client binds fetch when it is created.
  api = await import('@/shared/api');
  feature = await import('@/features/edit-student-profile');
  student = await signIn(server.app, server.db, 'student', { name: 'Rahima Akter' });
  otherStudent = await signIn(server.app, server.db, 'student');
}, 60_000);

afterAll(async () => {
  api?.setAuthToken(null);
  await browser?.happyDOM.close();
  await server?.close();
});

describe('student profile API against the server', () => {
  it('reads no profile, initializes one, and saves the checked form', async () => {
    const { studentProfileApi, checkStudentProfile, valuesOf } = feature;
    api.setAuthToken(student.token);
    expect(await studentProfileApi.get(student.id)).toBeNull();
    const initialized = await studentProfileApi.initialize(student.id);
    expect(valuesOf(initialized).fullName).toBe('Rahima Akter');

    const checked = checkStudentProfile({
      ...valuesOf(initialized),
      gender: 'female',
      currentCity: 'Dhaka',
      currentArea: 'Dhanmondi',
    });
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const saved = await studentProfileApi.save(student.id, checked.body);
    expect(valuesOf(saved)).toMatchObject({ gender: 'female', currentCity: 'Dhaka', currentArea: 'Dhanmondi' });
    expect(valuesOf(await studentProfileApi.get(student.id))).toEqual(valuesOf(saved));
  });

  it("refuses another student's profile", async () => {
    api.setAuthToken(otherStudent.token);
    await expect(feature.studentProfileApi.get(student.id)).rejects.toMatchObject({ status: 403 });
  });
});
