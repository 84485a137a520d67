import { z } from 'zod';
import { DEFAULT_PROMO_CODE, TESTIMONIAL_USER_TYPES } from '../../config/catalogue';
import { defineRoute } from './define-route';
import { publicStatsResponseSchema } from './tuition';

export const testimonialSchema = z.object({
  _id: z.string(),
  userType: z.enum(TESTIMONIAL_USER_TYPES),
  name: z.string(),
  designation: z.string(),
  testimonial: z.string(),
  /** Relative path under the host, or null. */
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialListResponseSchema = z.object({ testimonials: z.array(testimonialSchema) });

export const affiliateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string(),
  benefits: z.array(z.string()),
  promocode: z.string().nullable(),
  deadline: z.string().nullable(),
  createdAt: z.string(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;
export const affiliateListResponseSchema = z.object({ data: z.array(affiliateSchema) });

// ── Admin: testimonials and affiliate offers (multipart text fields, checked after the body is read)

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The text fields of POST /api/testimonials/add and PUT /api/testimonials/updateDetails/{id}. */
export const testimonialFieldsSchema = z.object({
  name: requiredText('Name', 100),
  designation: requiredText('Designation', 150),
  testimonial: requiredText('Testimonial', 2000),
  userType: z.enum(TESTIMONIAL_USER_TYPES, { error: 'User type must be student or tutor' }),
});
export type TestimonialFields = z.infer<typeof testimonialFieldsSchema>;

export const testimonialSavedResponseSchema = z.object({ message: z.string(), testimonial: testimonialSchema });
export type TestimonialSavedResponse = z.infer<typeof testimonialSavedResponseSchema>;

/** True for an absolute http: or https: address with a host (never javascript:, data:, ftp:...). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const AFFILIATE_MAX_BENEFITS = 20;

/** The text fields of POST /api/affiliate/add and PUT /api/affiliate/update/{id}. */
export const affiliateFieldsSchema = z.object({
  name: requiredText('Name', 100),
  title: requiredText('Title', 150),
  description: requiredText('Description', 2000),
  link: requiredText('Link', 2000).refine(isHttpUrl, 'Link must be a valid http or https URL'),
  /** Empty lines are dropped. */
  benefits: z
    .array(z.string().trim().max(300, 'A benefit must be at most 300 characters'))
    .max(AFFILIATE_MAX_BENEFITS, `At most ${AFFILIATE_MAX_BENEFITS} benefits`)
    .default([])
    .transform((lines) => lines.filter((line) => line !== '')),
  /** Empty: the brand's code (spec section 3). */
  promocode: z
    .string()
    .trim()
    .max(50, 'Promo code must be at most 50 characters')
    .default('')
    .transform((code) => code || DEFAULT_PROMO_CODE),
  /** Free text ("May 30, 2025"); empty is none. */
  deadline: z
    .string()
    .trim()
    .max(100, 'Deadline must be at most 100 characters')
    .default('')
    .transform((deadline) => deadline || null),
});
export type AffiliateFields = z.infer<typeof affiliateFieldsSchema>;
export type AffiliateFieldsInput = z.input<typeof affiliateFieldsSchema>;

export const affiliateSavedResponseSchema = z.object({ message: z.string(), data: affiliateSchema });
export type AffiliateSavedResponse = z.infer<typeof affiliateSavedResponseSchema>;

/** The public site's content: read by anyone, edited in the admin area. */
export const contentContract = {
  testimonials: defineRoute({
    method: 'GET',
    path: '/api/testimonials',
    access: 'public',
    responses: { 200: testimonialListResponseSchema },
    tags: ['content'],
    summary: 'Testimonials of tutors and guardians/students, newest first (public)',
  }),
  affiliates: defineRoute({
    method: 'GET',
    path: '/api/affiliate',
    access: 'public',
    responses: { 200: affiliateListResponseSchema },
    tags: ['content'],
    summary: 'Affiliate offers, newest first (public)',
  }),
  publicStats: defineRoute({
    method: 'GET',
    path: '/api/stats/public',
    access: 'public',
    responses: { 200: publicStatsResponseSchema },
    tags: ['content'],
    summary: "The home page's statistics band: tutors, guardians/students and live (active) jobs",
  }),
};
