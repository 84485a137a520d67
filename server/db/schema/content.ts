import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TESTIMONIAL_USER_TYPES } from '../../../src/shared/config/catalogue';

export const testimonialUserTypeEnum = pgEnum('testimonial_user_type', TESTIMONIAL_USER_TYPES);

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userType: testimonialUserTypeEnum('user_type').notNull(),
    name: text('name').notNull(),
    designation: text('designation').notNull().default(''),
    testimonial: text('testimonial').notNull(),
    /** A public image, relative path `uploads/...`, or null. */
    imagePath: text('image_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('testimonials_created_at_idx').on(table.createdAt.desc().nullsFirst())],
);

export type TestimonialRow = typeof testimonials.$inferSelect;
export type NewTestimonialRow = typeof testimonials.$inferInsert;

/** An affiliate (merchant or partner) offer with a promo code. */
export const affiliates = pgTable(
  'affiliates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Public images: relative paths `uploads/...` or absolute http(s) addresses. */
    logoPath: text('logo_path'),
    imagePath: text('image_path'),
    link: text('link').notNull(),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    promocode: text('promocode'),
    /** Free text, as the admin types it ("May 30, 2025"). */
    deadline: text('deadline'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('affiliates_created_at_idx').on(table.createdAt.desc().nullsFirst())],
);

export type AffiliateRow = typeof affiliates.$inferSelect;
export type NewAffiliateRow = typeof affiliates.$inferInsert;
