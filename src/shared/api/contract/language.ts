import { z } from 'zod';
import { LANGUAGES } from '../../config/catalogue';
import { defineRoute, errorResponses } from './define-route';

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

export const languageContract = {
  save: defineRoute({
    method: 'PUT',
    path: '/api/me/language',
    access: 'member',
    body: languageBodySchema,
    responses: { 200: languageResponseSchema, ...errorResponses(400, 401) },
    tags: ['auth'],
    summary: 'Save the language of your account (en or bn)',
    description:
      'Every signed-in member and staff member. Server messages, new inbox notifications and mails follow it; ' +
      'the answer is already written in the new language.',
    messages: LANGUAGE_MESSAGES,
  }),
};
