import { z } from 'zod';
import { idParamsSchema } from './common';
import { defineRoute, errorResponses } from './define-route';
import { documentStatusSchema } from './member';
import { paymentMethodSchema, paymentReferenceSchema, reasonSchema } from './payments';
import { educationSchema } from './tutor';

// ── The admin tutors screen: GET /api/admin/tutors, PUT /api/tutors/verify/{id}, PUT /api/tutors/{id}/premium

export const ADMIN_TUTOR_FILTERS = ['all', 'pending', 'verified', 'today'] as const;
export const adminTutorFilterSchema = z.enum(ADMIN_TUTOR_FILTERS);
export type AdminTutorFilter = z.infer<typeof adminTutorFilterSchema>;

export const ADMIN_TUTORS_PAGE_SIZE = 10;

export const adminTutorListQuerySchema = z.object({
  filter: adminTutorFilterSchema.default('all'),
  /** Name, e-mail or phone, a case-insensitive substring. */
  search: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_TUTORS_PAGE_SIZE),
  /** The admin's browser offset (Date#getTimezoneOffset, minutes) for "registered today"; default Dhaka (UTC+6). */
  tzOffset: z.coerce.number().int().min(-840).max(840).default(-360),
});
export type AdminTutorListQuery = z.input<typeof adminTutorListQuerySchema>;

export const adminTutorSchema = z.object({
  _id: z.string(),
  tutorId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  isVerified: z.boolean(),
  isPremium: z.boolean(),
  /** Deactivated by the team: no login, everything kept (issue 13, item 5). */
  disabled: z.boolean().optional(),
  profileCompletion: z.number().int().min(0).max(100),
  education: educationSchema,
  /** Paths are short-lived signed paths under the host. */
  documents: documentStatusSchema,
});
export type AdminTutor = z.infer<typeof adminTutorSchema>;

export const adminTutorCountsSchema = z.object({
  total: z.number().int(),
  verified: z.number().int(),
  pending: z.number().int(),
  today: z.number().int(),
});
export type AdminTutorCounts = z.infer<typeof adminTutorCountsSchema>;

export const adminTutorListResponseSchema = z.object({
  tutors: z.array(adminTutorSchema),
  /** Tutors matching the filter and search (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The stat cards: every tutor, whatever the filter and search. */
  counts: adminTutorCountsSchema,
});
export type AdminTutorListResponse = z.infer<typeof adminTutorListResponseSchema>;

/**
 * Approve or reject a tutor. Approving records the 200 Tk verification fee on the tutor's ledger: as due (the spec's
 * bare `{ isApproved: true }`), as paid (`verificationFee: { method, reference }`) or as waived
 * (`verificationFee: { waivedReason }`). `reason` says why (kept in the activity log).
 */
export const verifyTutorBodySchema = z
  .object({
  isApproved: z.boolean(),
  reason: reasonSchema.optional(),
  verificationFee: z
    .union([
      z.object({ method: paymentMethodSchema, reference: paymentReferenceSchema }).strict(),
      z.object({ waivedReason: reasonSchema }).strict(),
    ])
    .optional(),
  })
  // Rejecting asks for the reason the tutor is told (issue 13, item 5).
  .refine((body) => body.isApproved || body.reason !== undefined, { message: 'Please give the reason for rejecting', path: ['reason'] });
export type VerifyTutorBody = z.infer<typeof verifyTutorBodySchema>;
export const VERIFY_TUTOR_MESSAGES = {
  approved: 'Tutor verified successfully',
  rejected: 'Tutor verification rejected',
  failed: 'Verification failed. Please try again.',
} as const;

export const tutorPremiumBodySchema = z.object({ isPremium: z.boolean() });
export type TutorPremiumBody = z.infer<typeof tutorPremiumBodySchema>;
export const TUTOR_PREMIUM_MESSAGES = {
  enabled: 'Successfully enabled premium status',
  disabled: 'Successfully disabled premium status',
  failed: 'Failed to update premium status',
} as const;

/** The answer of verify and premium: the message and the tutor as the list shows it. */
export const adminTutorUpdatedSchema = z.object({ message: z.string(), tutor: adminTutorSchema });
export type AdminTutorUpdated = z.infer<typeof adminTutorUpdatedSchema>;

/** The admin tutors screen: the list, verification and the premium mark. Admins only. */
export const adminTutorsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/tutors',
    access: 'admin',
    roles: ['verifier', 'matcher'],
    query: adminTutorListQuerySchema,
    responses: { 200: adminTutorListResponseSchema, ...errorResponses(400, 401, 403) },
    tags: ['admin'],
    summary: 'Tutors for the admin: filter (all, pending, verified, today), search, pages, and the stat counts',
    description:
      'search matches name, e-mail or phone (case-insensitive substring); today is the local day of tzOffset ' +
      '(minutes, as Date#getTimezoneOffset; default UTC+6). Documents carry short-lived signed paths.',
  }),
  verify: defineRoute({
    method: 'PUT',
    path: '/api/tutors/verify/:id',
    access: 'admin',
    roles: ['verifier'],
    params: idParamsSchema,
    body: verifyTutorBodySchema,
    responses: { 200: adminTutorUpdatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['admin'],
    summary: 'Approve (isApproved true) or reject a tutor: sets isVerified and documentsVerified',
    description:
      "Approving records the 200 Tk verification fee on the tutor's ledger (once): due with the bare body, paid with " +
      'verificationFee: { method, reference }, waived with verificationFee: { waivedReason }. 409 when the reference ' +
      'is already recorded on another fee.',
    messages: VERIFY_TUTOR_MESSAGES,
  }),
  premium: defineRoute({
    method: 'PUT',
    path: '/api/tutors/:id/premium',
    access: 'admin',
    roles: ['verifier'],
    params: idParamsSchema,
    body: tutorPremiumBodySchema,
    responses: { 200: adminTutorUpdatedSchema, ...errorResponses(400, 401, 403, 404) },
    tags: ['admin'],
    summary: "Sets a tutor's premium mark",
    messages: TUTOR_PREMIUM_MESSAGES,
  }),
};
