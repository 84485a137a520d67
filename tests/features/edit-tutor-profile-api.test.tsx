// @vitest-environment node
// The tutor wizard's real calls against the real server: a missing profile is initialized, a draft made
// from it and saved passes the server's checks, the server computes the completion, others are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { completeTutorProfile } from '../../stories/features/edit-tutor-profile/fixtures';
import type { Member } from '../server/member-fixtures';
import { startProfileApiHarness } from './profile-api-harness';

const harness = startProfileApiHarness(() => import('@/features/edit-tutor-profile'));
let tutor: Member;
let student: Member;

beforeAll(async () => {
  tutor = await harness.signIn('tutor');
  student = await harness.signIn('student');
});

describe('tutor profile API against the server', () => {
  it('reads no profile before it is initialized, then initializes, saves and reads it back', async () => {
    const { tutorProfileApi, toDraft, toUpdateBody } = harness.feature;
    harness.actAs(tutor);
    expect(await tutorProfileApi.get(tutor.id)).toBeNull();

    const initialized = await tutorProfileApi.initialize(tutor.id);
    const draft = toDraft(initialized);
    expect(initialized.tuition.district).toBe('');
    expect(draft.tuition.district).toBe('');

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
    harness.actAs(student);
    await expect(harness.feature.tutorProfileApi.get(tutor.id)).rejects.toMatchObject({ status: 403 });
    await expect(harness.feature.tutorProfileApi.initialize(tutor.id)).rejects.toMatchObject({ status: 403 });
  });
});
