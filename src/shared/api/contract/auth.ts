import { z } from 'zod';
import { OTP_LENGTH, REGISTRATION_GENDERS, STAFF_ROLES } from '../../config/catalogue';
import { phoneSchema, registrableUserTypeSchema, userTypeSchema } from './common';
import { accountLanguageSchema } from './language';

export { OTP_LENGTH };
export const otpSchema = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The OTP is ${OTP_LENGTH} digits`);
const emailSchema = z.string().trim().toLowerCase().email('Please enter a valid email address').max(254);
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
    email: emailSchema,
    phone: phoneSchema,
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
export const otpBodySchema = z.object({ email: emailSchema, otp: otpSchema });
export type OtpBody = z.input<typeof otpBodySchema>;

// 200 of POST /api/auth/initiate_registration and POST /api/auth/forgot-password: a code was mailed.
export const otpSentResponseSchema = z.object({
  message: z.string(),
  /** Seconds until a new code may be asked for (the server's once-a-minute rule). */
  resendAfterSeconds: z.number().int().positive(),
  /** Seconds the mailed code stays valid. */
  expiresInSeconds: z.number().int().positive(),
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
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

// POST /api/auth/reset-password
export const resetPasswordBodySchema = z.object({ email: emailSchema, otp: otpSchema, newPassword: passwordSchema });
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
