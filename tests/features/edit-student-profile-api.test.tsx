// @vitest-environment node
// The student form's real calls against the real server: the initialize-when-missing rule and a save.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../server/member-fixtures';
import { startProfileApiHarness } from './profile-api-harness';

const harness = startProfileApiHarness(() => import('@/pages/update-profile'));
let student: Member;
let otherStudent: Member;

beforeAll(async () => {
  student = await harness.signIn('student', { name: 'Rahima Akter' });
  otherStudent = await harness.signIn('student');
});

describe('student profile API against the server', () => {
  it('reads no profile, initializes one, and saves the checked form', async () => {
    const { studentProfileApi, checkStudentProfile, valuesOf } = harness.feature;
    harness.actAs(student);
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
    harness.actAs(otherStudent);
    await expect(harness.feature.studentProfileApi.get(student.id)).rejects.toMatchObject({ status: 403 });
  });
});
