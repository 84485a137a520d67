// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tutorListResponseSchema } from '@/shared/api/contract';
import { tutorProfiles, users } from '@server/db/schema';
import { insertUser, setupTestServer } from './harness';
import { insertTutor } from './marketplace-fixtures';

// GET /api/tutors/all counts in the page's query when a profile filter is set (`count(*) over ()`) and on
// `users` alone otherwise: the total and the page must still be exactly those of a plain filter of every tutor.

const server = setupTestServer();

const daysAgo = (days: number) => new Date(Date.UTC(2026, 0, 31) - days * 86_400_000);

async function find(query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await server.app.inject({ method: 'GET', url: `/api/tutors/all?${search}` });
  expect(response.statusCode, response.body).toBe(200);
  return tutorListResponseSchema.parse(response.json());
}

interface Filters {
  type?: 'premium';
  featured?: 'true';
  district?: string;
  area?: string;
  medium?: string;
  class?: string;
  gender?: 'Male' | 'Female';
}

/** Every tutor, ranked as the list is (verified first, then the most complete, then newest, ties by id descending), filtered here in plain code. */
async function expected(filters: Filters): Promise<string[]> {
  const rows = await server.db
    .select({ user: users, profile: tutorProfiles })
    .from(users)
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .where(eq(users.userType, 'tutor'));
  return rows
    .filter(({ user, profile }) => {
      if (filters.type === 'premium' && !user.isPremium) return false;
      if (filters.featured === 'true' && !user.isVerified && !user.isFeatured) return false;
      if (filters.district && profile?.district?.toLowerCase() !== filters.district.toLowerCase()) return false;
      if (filters.area && !profile?.areas.includes(filters.area)) return false;
      if (filters.medium && !profile?.mediums.includes(filters.medium)) return false;
      if (filters.class && !profile?.classes.includes(filters.class)) return false;
      if (filters.gender && (profile?.gender ?? user.gender) !== filters.gender) return false;
      return true;
    })
    .sort(
      (a, b) =>
        Number(b.user.isVerified) - Number(a.user.isVerified) ||
        (b.profile?.profileCompletion ?? 0) - (a.profile?.profileCompletion ?? 0) ||
        b.user.createdAt.getTime() - a.user.createdAt.getTime() ||
        (a.user.id < b.user.id ? 1 : -1),
    )
    .map(({ user }) => user.id);
}

describe('GET /api/tutors/all: the total and the pages', () => {
  it('equal a plain filter of every tutor for each filter combination, on every page and past the end', async () => {
    const districts = ['Dhaka', 'Chattogram', 'Sylhet'];
    const areas = [['Mirpur'], ['Dhanmondi', 'Mirpur'], ['Uttara']];
    const mediums = [['bangla-medium'], ['english-medium'], ['bangla-medium', 'english-medium']];
    const classes = [['Class 8'], ['Class 8', 'Class 9'], ['O Level']];
    for (let index = 0; index < 23; index += 1) {
      await insertTutor(server.db, {
        name: `Tutor ${index}`,
        gender: index % 2 === 0 ? 'Female' : 'Male',
        // Several tutors share a creation time: the order then falls back to the id.
        createdAt: daysAgo(Math.floor(index / 3)),
        flags: { isPremium: index % 4 === 0, isVerified: index % 5 === 0, isFeatured: index % 7 === 0 },
        profile:
          index % 6 === 5
            ? null
            : {
                district: districts[index % 3],
                areas: areas[(index >> 1) % 3],
                mediums: mediums[index % 3],
                classes: classes[(index + 1) % 3],
                gender: index % 3 === 0 ? 'Male' : index % 2 === 0 ? 'Female' : 'Male',
              },
      });
    }
    await insertUser(server.db, { userType: 'student', name: 'A Student', gender: 'Female' });

    const combinations: Filters[] = [
      {},
      { type: 'premium' },
      { featured: 'true' },
      { district: 'Dhaka' },
      { district: 'Dhaka', area: 'Mirpur' },
      { medium: 'bangla-medium', class: 'Class 8', gender: 'Female' },
      { gender: 'Female' },
      { gender: 'Male', type: 'premium' },
      { class: 'O Level', featured: 'true' },
      { district: 'Rangpur' },
    ];
    for (const filters of combinations) {
      const ids = await expected(filters);
      for (const page of [1, 2, 3, 9]) {
        const result = await find({ ...filters, page, limit: 4 });
        expect(result.count, JSON.stringify({ filters, page })).toBe(ids.length);
        expect(result.tutors.map((tutor) => tutor._id), JSON.stringify({ filters, page })).toEqual(ids.slice((page - 1) * 4, page * 4));
      }
    }
  });
});
