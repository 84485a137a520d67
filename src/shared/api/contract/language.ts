import { z } from 'zod';
import { LANGUAGES } from '../../config/catalogue';

/** The two languages of the product (issue 16): what an account keeps and what a request may ask for. */
export const languageSchema = z.enum(LANGUAGES, { error: 'The language must be en or bn' });
export type Language = z.infer<typeof languageSchema>;

/** The account's language as the login, registration and account answers carry it (null: none chosen yet). */
export const accountLanguageSchema = languageSchema.nullable().optional();

// PUT /api/me/language (any member): the language of the member's screens, server messages and mails.
export const languageBodySchema = z.object({ language: languageSchema });
export type LanguageBody = z.infer<typeof languageBodySchema>;
export const languageResponseSchema = z.object({ message: z.string(), language: languageSchema });
export type LanguageResponse = z.infer<typeof languageResponseSchema>;

export const LANGUAGE_MESSAGES = {
  saved: 'Your language is saved.',
};
