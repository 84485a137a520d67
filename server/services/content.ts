import { count, desc, eq } from 'drizzle-orm';
import type { Affiliate, PublicStatsResponse, Testimonial } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { affiliates, testimonials, tuitions, users, type AffiliateRow, type TestimonialRow } from '../db/schema';

export function toTestimonialDto(row: TestimonialRow): Testimonial {
  return {
    _id: row.id,
    userType: row.userType,
    name: row.name,
    designation: row.designation,
    testimonial: row.testimonial,
    image: row.imagePath,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAffiliateDto(row: AffiliateRow): Affiliate {
  return {
    _id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    logo: row.logoPath,
    image: row.imagePath,
    link: row.link,
    benefits: row.benefits,
    promocode: row.promocode,
    deadline: row.deadline,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/testimonials: both roles, newest first. */
export async function listTestimonials(db: Database): Promise<{ testimonials: Testimonial[] }> {
  const rows = await db.select().from(testimonials).orderBy(desc(testimonials.createdAt), desc(testimonials.id));
  return { testimonials: rows.map(toTestimonialDto) };
}

/** GET /api/affiliate: every offer, newest first. */
export async function listAffiliates(db: Database): Promise<{ data: Affiliate[] }> {
  const rows = await db.select().from(affiliates).orderBy(desc(affiliates.createdAt), desc(affiliates.id));
  return { data: rows.map(toAffiliateDto) };
}

/** GET /api/stats/public: the home page's statistics band, counted now. */
export async function publicStats(db: Database): Promise<PublicStatsResponse> {
  const [tutorRow] = await db.select({ n: count() }).from(users).where(eq(users.userType, 'tutor'));
  const [studentRow] = await db.select({ n: count() }).from(users).where(eq(users.userType, 'student'));
  const [jobRow] = await db.select({ n: count() }).from(tuitions).where(eq(tuitions.status, 'active'));
  return { tutors: tutorRow?.n ?? 0, students: studentRow?.n ?? 0, liveJobs: jobRow?.n ?? 0 };
}
