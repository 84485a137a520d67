import { z } from 'zod';

/** Every error the server sends has this shape, and nothing more. */
export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A phone number as people type it in Bangladesh: digits, spaces and dashes, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;
export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, 'Please enter a valid phone number');

/** The subjects a request asks for: at least one, at most 30, none twice (the guardian's request, Hire a Tutor). */
export const chosenSubjectsSchema = z
  .array(z.string().trim().min(1).max(80))
  .min(1, 'Please select at least one subject')
  .max(30)
  .refine((list) => new Set(list).size === list.length, 'A subject cannot be added twice');

export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const userTypeSchema = z.enum(['tutor', 'student', 'admin']);
export type UserType = z.infer<typeof userTypeSchema>;

/** Only these may be chosen at registration: nobody registers as admin. */
export const registrableUserTypeSchema = z.enum(['tutor', 'student']);
