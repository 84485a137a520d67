import { z } from 'zod';
import { STAFF_ROLES } from '../../config/catalogue';
import { idParamsSchema } from './common';
import { defineRoute, errorResponses } from './define-route';

// ── Staff and the activity log: GET/POST /api/admin/staff, PUT /api/admin/staff/{id}, GET /api/admin/activity (owner)

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: `The role must be one of ${STAFF_ROLES.join(', ')}` });

export const staffMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = z.object({ data: z.array(staffMemberSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

export const createStaffBodySchema = z.object({
  name: z.string().trim().min(2, 'Name is required').max(100),
  email: z.email('Please enter a valid e-mail address').max(254),
  password: z.string().min(8, 'The password must be at least 8 characters').max(128),
  role: staffRoleSchema,
  /** Optional: staff sign in with their e-mail. */
  phone: z
    .string()
    .trim()
    .regex(/^(?:\+?880|0)1[3-9]\d{8}$/, 'Please enter a valid Bangladeshi mobile number')
    .optional(),
});
export type CreateStaffBody = z.infer<typeof createStaffBodySchema>;

export const updateStaffBodySchema = z
  .object({ role: staffRoleSchema.optional(), disabled: z.boolean().optional(), reason: z.string().trim().max(500).optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, { message: 'Send a role or disabled' });
export type UpdateStaffBody = z.infer<typeof updateStaffBodySchema>;

export const staffAnswerSchema = z.object({ success: z.literal(true), message: z.string(), staff: staffMemberSchema });
export type StaffAnswer = z.infer<typeof staffAnswerSchema>;

export const STAFF_MESSAGES = {
  created: 'Staff account created',
  updated: 'Staff account updated',
  emailTaken: 'An account with this e-mail already exists',
  phoneTaken: 'An account with this phone number already exists',
  notFound: 'Staff member not found',
  lastOwner: 'The last active owner cannot be disabled or given another role',
} as const;

export const ACTIVITY_PAGE_SIZE = 50;

export const activityQuerySchema = z
  .object({
    /** The acting staff member's account id. */
    actor: z.uuid('actor must be an account id').optional(),
    recordType: z.string().trim().min(1).max(40).regex(/^[a-z_-]+$/, 'recordType is a word like payment').optional(),
    recordId: z.string().trim().min(1).max(64).optional(),
    from: z.iso.date('from must be a date, YYYY-MM-DD').optional(),
    to: z.iso.date('to must be a date, YYYY-MM-DD').optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(ACTIVITY_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from must not be after to', path: ['from'] });
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  _id: z.string(),
  actorId: z.string().nullable(),
  /** The actor's e-mail now (null: the system, or an account since deleted). */
  actorEmail: z.string().nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string().nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityListResponseSchema = z.object({
  data: z.array(activityEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ActivityListResponse = z.infer<typeof activityListResponseSchema>;

/** Staff accounts and the activity log: the owner's alone. */
export const staffContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/staff',
    access: 'admin',
    roles: [],
    responses: { 200: staffListResponseSchema, ...errorResponses(401, 403) },
    tags: ['admin'],
    summary: 'Every staff account with its role and whether it is disabled',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/staff',
    access: 'admin',
    roles: [],
    body: createStaffBodySchema,
    responses: { 201: staffAnswerSchema, ...errorResponses(400, 401, 403, 409) },
    tags: ['admin'],
    summary: 'Create a staff account with one role (owner, matcher, verifier, finance, content)',
    description: 'They sign in at /admin/login with the usual login call. 409 when the e-mail is taken.',
    messages: STAFF_MESSAGES,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/staff/:id',
    access: 'admin',
    roles: [],
    params: idParamsSchema,
    body: updateStaffBodySchema,
    responses: { 200: staffAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['admin'],
    summary: 'Change a staff member\u2019s role, or disable them (every session revoked at once) or enable them',
    description: '409 when it would leave no active owner.',
    messages: STAFF_MESSAGES,
  }),
  activity: defineRoute({
    method: 'GET',
    path: '/api/admin/activity',
    access: 'admin',
    roles: [],
    query: activityQuerySchema,
    responses: { 200: activityListResponseSchema, ...errorResponses(400, 401, 403) },
    tags: ['admin'],
    summary: 'The activity log, newest first: filter by actor, record type (and id) and date range; paged',
  }),
};
