// @vitest-environment node
// Find tutors ranks complete, verified profiles first: verified, then the stored completeness (the one shared rule),
// then newest first; on the unfiltered page and the filtered one alike.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tutorListResponseSchema } from '@/shared/api/contract';
import { profileCompleteness } from '@/shared/lib/profile-completeness';
import { tutorProfiles } from '@server/db/schema';
import { completenessInputOfRow, completionOfRow } from '@server/services/tutor-profiles';
import { setupTestServer } from './harness';
import { insertTutor } from './marketplace-fixtures';

const server = setupTestServer();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function ranked(query = '') {
  const response = await server.app.inject({ method: 'GET', url: `/api/tutors/all${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return tutorListResponseSchema.parse(response.json()).tutors.map((tutor) => tutor.name);
}

/** Empties a tutor's education and about (half a profile), storing the completeness the shared rule gives. */
async function thinOut(userId: string) {
  const [row] = await server.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, userId));
  const thinner = { ...row!, education: {}, personal: { ...row!.personal, about: '' } };
  const completion = completionOfRow(thinner);
  await server.db
    .update(tutorProfiles)
    .set({ education: thinner.education, personal: thinner.personal, profileCompletion: completion })
    .where(eq(tutorProfiles.userId, userId));
  return completion;
}

describe('Find tutors ranking', () => {
  it('puts verified tutors first, then the more complete profiles, then the newest', async () => {
    await insertTutor(server.db, { name: 'Verified Complete Old', flags: { isVerified: true }, createdAt: daysAgo(30) });
    await insertTutor(server.db, { name: 'Complete New', createdAt: daysAgo(1) });
    await insertTutor(server.db, { name: 'Complete Older', createdAt: daysAgo(3) });
    const thin = await insertTutor(server.db, { name: 'Thin Newest', createdAt: daysAgo(0) });
    const verifiedThin = await insertTutor(server.db, { name: 'Verified Thin', flags: { isVerified: true }, createdAt: daysAgo(2) });
    await insertTutor(server.db, { name: 'No Profile', profile: null, createdAt: daysAgo(0) });
    const thinPercent = await thinOut(thin.user.id);
    await thinOut(verifiedThin.user.id);
    expect(thinPercent).toBeLessThan(100);

    const order = ['Verified Complete Old', 'Verified Thin', 'Complete New', 'Complete Older', 'Thin Newest', 'No Profile'];
    expect(await ranked()).toEqual(order);
    // A profile filter takes the other query path: the same order for the tutors it keeps.
    expect(await ranked('?district=Dhaka')).toEqual(order.filter((name) => name !== 'No Profile'));
    // Paging follows the ranking.
    expect([...(await ranked('?limit=2&page=1')), ...(await ranked('?limit=2&page=2'))]).toEqual(order.slice(0, 4));
  });

  it('ranks by the stored percent, which is the shared completeness rule of the profile', async () => {
    const { user } = await insertTutor(server.db, { name: 'Check' });
    const [row] = await server.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, user.id));
    expect(row!.profileCompletion).toBe(profileCompleteness(completenessInputOfRow(row!)));
  });
});
