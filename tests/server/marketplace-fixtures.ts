// Rows for marketplace tests, written straight to the database (the API under test only reads them).
import type { Database } from '@server/db/database';
import {
  affiliates,
  testimonials,
  tuitions,
  tutorProfiles,
  users,
  type NewTuitionRow,
  type TuitionRow,
  type UserRow,
} from '@server/db/schema';
import { completionOfRow, tutorSearchColumns, type TutorProfileSections } from '@server/services/tutor-profiles';
import { eq } from 'drizzle-orm';
import { insertUser } from './harness';

export async function insertTuition(db: Database, overrides: Partial<NewTuitionRow> = {}): Promise<TuitionRow> {
  const [row] = await db
    .insert(tuitions)
    .values({
      district: 'Dhaka',
      area: 'Mirpur',
      location: 'Mirpur',
      category: 'Bangla Medium',
      classLevel: 'Class 8',
      subjects: ['MATH', 'ENGLISH'],
      salary: '5000',
      notes: ['Tutor should live nearby'],
      ...overrides,
    })
    .returning();
  return row!;
}

export function profileSections(overrides: {
  district?: string;
  areas?: string[];
  mediums?: string[];
  classes?: string[];
  subjects?: string[];
  gender?: 'Male' | 'Female';
  institute?: string;
} = {}): TutorProfileSections {
  return {
    education: {
      ssc: { institute: 'Monipur High School', curriculum: 'Bangla Version', group: 'Science', year: '2014', result: 'GPA 5.00' },
      hsc: { institute: 'Notre Dame College', curriculum: 'Bangla Version', group: 'Science', year: '2016', result: 'GPA 5.00' },
      graduation: {
        institution_type: 'Public',
        institute: overrides.institute ?? 'University of Dhaka',
        degree: 'BSc in Physics',
        subject: 'Physics',
        year: '2021',
        result: 'CGPA 3.60',
        status: 'completed',
      },
    },
    tuition: {
      district: overrides.district ?? 'Dhaka',
      preferredAreas: overrides.areas ?? ['Mirpur'],
      preferredMedium: overrides.mediums ?? ['bangla-medium'],
      preferredClasses: overrides.classes ?? ['Class 8', 'Class 9'],
      preferredSubjects: overrides.subjects ?? ['Physics', 'Math'],
      daysPerWeek: '4',
      preferredTime: ['Evening'],
      preferredSalary: '6000',
      experience: '2',
    },
    personal: {
      fullName: 'Private Name',
      fatherName: 'Secret Father',
      gender: overrides.gender ?? 'Male',
      currentCity: overrides.district ?? 'Dhaka',
      currentArea: overrides.areas?.[0] ?? 'Mirpur',
      about: 'I teach physics.',
    },
  };
}

export interface TutorFixture {
  name?: string;
  gender?: 'Male' | 'Female';
  flags?: Partial<Pick<UserRow, 'isPremium' | 'isVerified' | 'isFeatured' | 'isAvailable'>>;
  /** null: a tutor who has not made a profile yet. */
  profile?: Parameters<typeof profileSections>[0] | null;
  createdAt?: Date;
}

/** A tutor account with a profile (documents uploaded, so there is something private to leak). */
export async function insertTutor(db: Database, fixture: TutorFixture = {}) {
  const { user, password } = await insertUser(db, { userType: 'tutor', name: fixture.name ?? 'Test Tutor', gender: fixture.gender ?? 'Male' });
  const changes = { ...fixture.flags, ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}) };
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, user.id));
  if (fixture.profile !== null) {
    const sections = profileSections({ gender: fixture.gender ?? 'Male', ...fixture.profile });
    const documents = {
      imagePath: 'uploads/tutors/photo.png',
      nationalIdPath: 'private/national-id.png',
      institutionIdPath: 'private/institution-id.png',
    };
    await db.insert(tutorProfiles).values({
      userId: user.id,
      ...sections,
      ...tutorSearchColumns(sections, user),
      ...documents,
      nationalIdUploadedAt: new Date(),
      institutionIdUploadedAt: new Date(),
      profileCompletion: completionOfRow({ ...sections, ...documents }),
    });
  }
  const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
  // insertUser gave the account an e-mail: the fixture's user keeps it typed as one.
  return { user: { ...fresh!, email: user.email }, password };
}

export async function insertTestimonial(db: Database, overrides: Partial<typeof testimonials.$inferInsert> = {}) {
  const [row] = await db
    .insert(testimonials)
    .values({ userType: 'tutor', name: 'Sadia Rahman', designation: 'Tutor', testimonial: 'Great platform.', ...overrides })
    .returning();
  return row!;
}

export async function insertAffiliate(db: Database, overrides: Partial<typeof affiliates.$inferInsert> = {}) {
  const [row] = await db
    .insert(affiliates)
    .values({
      name: 'BoiGhor',
      title: '20% off',
      description: 'Books',
      link: 'https://example.com',
      benefits: ['Free delivery'],
      logoPath: 'uploads/a/logo.svg',
      imagePath: 'uploads/a/banner.svg',
      ...overrides,
    })
    .returning();
  return row!;
}
