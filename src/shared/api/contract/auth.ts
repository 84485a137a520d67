import { z } from 'zod';
import { OTP_LENGTH, REGISTRATION_GENDERS, STAFF_ROLES } from '../../config/catalogue';
import { normalizeDigits } from '../../lib/digits';
import { idParamsSchema, messageResponseSchema, registrableUserTypeSchema, userTypeSchema } from './common';
import { defineRoute, errorResponses } from './define-route';
import { accountLanguageSchema } from './language';

export { OTP_LENGTH };
export const otpSchema = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The OTP is ${OTP_LENGTH} digits`);
const emailSchema = z.string().trim().toLowerCase().email('Please enter a valid email address').max(254);
/** An optional e-mail: members may register by phone only (an empty field means none). */
const optionalEmailSchema = z.union([z.literal(''), emailSchema]).optional();

export const MOBILE_MESSAGE = 'Please enter a valid Bangladeshi mobile number (01XXXXXXXXX)';
/**
 * A Bangladeshi mobile number as 01XXXXXXXXX (01[3-9] and 8 digits), from what people type: with or without +880 or
 * 880, with spaces or dashes, in Bangla or English digits ("০১৭১২৩৪৫৬৭৮" → "01712345678"). null when it is none.
 */
export function normalizeMobile(value: string): string | null {
  const compact = normalizeDigits(value).trim().replace(/[\s().-]/g, '');
  const match = /^(?:\+?880|0)?(1[3-9]\d{8})$/.exec(compact);
  return match ? `0${match[1]}` : null;
}
/** A mobile number field: checked and given back normalised (01XXXXXXXXX). */
export const mobileSchema = z
  .string()
  .max(32)
  .transform((value, context) => {
    const normalized = normalizeMobile(value);
    if (normalized === null) {
      context.addIssue({ code: 'custom', message: MOBILE_MESSAGE });
      return z.NEVER;
    }
    return normalized;
  });

/** Where a code went: the account's e-mail, its phone (SMS), or both. */
export const OTP_CHANNELS = ['email', 'phone'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

// At least 8 characters here; the server also refuses easily guessed ones (zxcvbn score below 2) with the reason.
const passwordSchema = z.string().min(8, 'Password must be at least 8 characters').max(128);

// POST /api/auth/login
export const loginBodySchema = z.object({
  emailOrPhone: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
  userType: userTypeSchema,
  rememberMe: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  token: z.string(),
  userType: userTypeSchema,
  tutorId: z.number().int().optional(),
  studentId: z.number().int().optional(),
  /** The account's language (issue 16): the client switches to it at sign-in. */
  language: accountLanguageSchema,
});
export type SessionUserDto = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({ message: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// POST /api/auth/initiate_registration and POST /api/auth/register
export const registrationBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    gender: z.enum(REGISTRATION_GENDERS).optional(),
    email: optionalEmailSchema,
    phone: mobileSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    userType: registrableUserTypeSchema,
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: 'Passwords do not match!',
    path: ['confirmPassword'],
  })
  .refine((b) => b.userType !== 'tutor' || b.gender !== undefined, {
    message: 'Gender is required for tutors',
    path: ['gender'],
  });
export type RegistrationBody = z.input<typeof registrationBodySchema>;

export const registerResponseSchema = z.object({ message: z.string(), user: sessionUserSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// POST /api/auth/verify_registration and POST /api/auth/verify-reset-otp
// The code's address: the e-mail given at registration (or typed at reset), else the mobile number.
const codeAddress = { email: optionalEmailSchema, phone: mobileSchema.optional() };
const hasAddress = (body: { email?: string | undefined; phone?: string | undefined }) => !!body.email || !!body.phone;
const addressRule = { message: 'Please enter your email address or mobile number', path: ['email'] };
export const otpBodySchema = z
  .object({ ...codeAddress, otp: z.string().transform(normalizeDigits).pipe(otpSchema) })
  .refine(hasAddress, addressRule);
export type OtpBody = z.input<typeof otpBodySchema>;

// 200 of POST /api/auth/initiate_registration and POST /api/auth/forgot-password: a code was mailed.
export const otpSentResponseSchema = z.object({
  message: z.string(),
  /** Seconds until a new code may be asked for (the server's once-a-minute rule). */
  resendAfterSeconds: z.number().int().positive(),
  /** Seconds the mailed code stays valid. */
  expiresInSeconds: z.number().int().positive(),
  /** Where the code went (e-mail, SMS to the phone, or both). */
  sentTo: z.array(z.enum(OTP_CHANNELS)).optional(),
});
export type OtpSentResponse = z.infer<typeof otpSentResponseSchema>;

/**
 * 400/429 of the OTP routes: the message plus what the code step needs to stay on the step.
 * `triesLeft` after a wrong code (0: locked, ask for a new one); `expired` when the code can no longer be
 * used (expired, used, or none was sent); `retryAfterSeconds` when a new code was asked for too soon.
 */
export const otpErrorResponseSchema = z.object({
  message: z.string(),
  triesLeft: z.number().int().min(0).optional(),
  expired: z.boolean().optional(),
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type OtpErrorResponse = z.infer<typeof otpErrorResponseSchema>;

// POST /api/auth/forgot-password
export const forgotPasswordBodySchema = z.object(codeAddress).refine(hasAddress, addressRule);
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

// POST /api/auth/reset-password
export const resetPasswordBodySchema = z
  .object({ ...codeAddress, otp: z.string().transform(normalizeDigits).pipe(otpSchema), newPassword: passwordSchema })
  .refine(hasAddress, addressRule);
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

// GET /api/auth/get_all_users/{id}
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  userType: userTypeSchema,
  studentId: z.number().int().nullable().optional(),
  tutorId: z.number().int().nullable().optional(),
  createdAt: z.string(),
  isVerified: z.boolean(),
  isAvailable: z.boolean(),
  /** A staff member's role (admins only; the admin area shows them only the pages it opens). */
  role: z.enum(STAFF_ROLES).nullable().optional(),
  /** The account's language (issue 16; null: none chosen yet). */
  language: accountLanguageSchema,
  gender: z.string().nullable().optional(),
  education: z
    .object({
      graduation: z.object({ degree: z.string().optional(), institute: z.string().optional() }).partial().optional(),
    })
    .optional(),
});
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** The OTP routes' 400 and 429 say more than a message: tries left, an expired code, seconds until Resend. */
const otpErrors = { 400: otpErrorResponseSchema, 429: otpErrorResponseSchema } as const;

/** Accounts and sessions. */
export const authContract = {
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: loginBodySchema,
    responses: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
    tags: ['auth'],
    summary: 'Log in with e-mail or phone and password',
    description: 'The account must be of the chosen userType. rememberMe keeps the session 30 days, otherwise 1 day.',
  }),
  initiateRegistration: defineRoute({
    method: 'POST',
    path: '/api/auth/initiate_registration',
    access: 'public',
    body: registrationBodySchema,
    responses: { 200: otpSentResponseSchema, ...errorResponses(409, 503), ...otpErrors },
    tags: ['auth'],
    summary: 'Start a registration: sends a 6-digit OTP by e-mail (when given) and by SMS to the mobile number',
    description:
      'E-mail is optional; the phone is a Bangladeshi mobile number (01XXXXXXXXX, +880 or 880 accepted, Bangla digits accepted). sentTo names where the code went. The OTP is valid 10 minutes; a new one can be asked for once a minute per address (429 with retryAfterSeconds). The answer says when Resend opens (resendAfterSeconds).',
  }),
  verifyRegistration: defineRoute({
    method: 'POST',
    path: '/api/auth/verify_registration',
    access: 'public',
    body: otpBodySchema,
    responses: { 200: messageResponseSchema, ...otpErrors },
    tags: ['auth'],
    summary: 'Check the registration OTP of an address (at most 5 wrong tries)',
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    body: registrationBodySchema,
    responses: { 201: registerResponseSchema, ...errorResponses(409), ...otpErrors },
    tags: ['auth'],
    summary: 'Create the account of an address whose OTP was verified',
    description: 'Answers 201 with a session (token) for the new user.',
  }),
  logout: defineRoute({
    method: 'GET',
    path: '/api/auth/logout',
    access: 'member',
    responses: { 200: messageResponseSchema, ...errorResponses(401) },
    tags: ['auth'],
    summary: 'End the current session',
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    body: forgotPasswordBodySchema,
    responses: { 200: otpSentResponseSchema, ...errorResponses(404, 503), ...otpErrors },
    tags: ['auth'],
    summary: 'Send a password reset OTP to every contact of the account (by e-mail or mobile number)',
  }),
  verifyResetOtp: defineRoute({
    method: 'POST',
    path: '/api/auth/verify-reset-otp',
    access: 'public',
    body: otpBodySchema,
    responses: { 200: messageResponseSchema, ...otpErrors },
    tags: ['auth'],
    summary: 'Check the password reset OTP (at most 5 wrong tries)',
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    body: resetPasswordBodySchema,
    responses: { 200: messageResponseSchema, ...errorResponses(404), ...otpErrors },
    tags: ['auth'],
    summary: 'Set a new password with a verified OTP; ends every session of the account',
  }),
  user: defineRoute({
    method: 'GET',
    path: '/api/auth/get_all_users/:id',
    access: 'member',
    owner: true,
    ownerMessage: 'You can only view your own account.',
    params: idParamsSchema,
    responses: { 200: userResponseSchema, ...errorResponses(401, 403, 404) },
    tags: ['auth'],
    summary: 'One account: your own, or any for an admin',
    messages: { notFound: 'User not found' },
  }),
};
