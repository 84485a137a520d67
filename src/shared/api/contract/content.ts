import { z } from 'zod';
import { TESTIMONIAL_USER_TYPES } from '../../config/catalogue';

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
