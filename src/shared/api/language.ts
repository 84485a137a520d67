import { languageResponseSchema, type Language } from './contract';
import { request } from './client';

/** The account's language (issue 16): PUT /api/me/language, any signed-in member. */
export const languageApi = {
  save: (language: Language) => request(languageResponseSchema, '/api/me/language', { method: 'PUT', body: { language } }),
};
