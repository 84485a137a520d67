// @vitest-environment node
// Issue 16: the API answers in the member's language (the account's choice, else Accept-Language, else English),
// and a member keeps a language on the account.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { authMessages } from '@server/services/auth';
import bangla from '@/shared/i18n/locales/bn/messages.json';
import { bearer, insertUser, loginToken, setupTestServer } from './harness';

const server = setupTestServer();
const messagesBn = bangla as Record<string, string>;

const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
const saveLanguage = (token: string, language: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'PUT', url: '/api/me/language', payload: { language }, headers: { ...bearer(token), ...headers } });

describe('answers in the request language', () => {
  it('refuses wrong credentials in Bangla when the browser asks for Bangla', async () => {
    await insertUser(server.db, { email: 'rahim@example.com' });
    const response = await login(
      { emailOrPhone: 'rahim@example.com', password: 'wrong-pass', userType: 'student' },
      { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' },
    );
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-language']).toBe('bn');
    expect(response.json().message).toBe(messagesBn[authMessages.invalidCredentials]);
    expect(response.json().message).toMatch(/[\u0980-\u09FF]/);
  });

  it('keeps English answers exactly as before, for English and for no Accept-Language', async () => {
    await insertUser(server.db, { email: 'karim@example.com' });
    const variants: Record<string, string>[] = [{}, { 'accept-language': 'en-US,en;q=0.9' }, { 'accept-language': 'fr, de;q=0.5' }];
    for (const headers of variants) {
      const response = await login({ emailOrPhone: 'karim@example.com', password: 'wrong-pass', userType: 'student' }, headers);
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(JSON.stringify({ message: authMessages.invalidCredentials }));
      expect(response.headers['content-language']).toBe('en');
    }
  });

  it('writes validation errors (400) in Bangla, field by field', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhone: 'a@example.com', password: 'x' },
      headers: { 'accept-language': 'bn' },
    });
    expect(response.statusCode).toBe(400);
    const english = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhone: 'a@example.com', password: 'x' },
    });
    expect(english.json().message).toBe('userType must be one of: tutor, student, admin');
    expect(response.json().message).toBe('userType এগুলোর একটি হতে হবে: tutor, student, admin');
    // A body missing everything: one sentence per field, each in Bangla.
    const empty = (headers: Record<string, string>) =>
      server.app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, headers });
    const [inEnglish, inBangla] = [await empty({}), await empty({ 'accept-language': 'bn' })];
    expect(inEnglish.json().message).toMatch(/ is required; /);
    expect(inBangla.json().message).toBe(
      (inEnglish.json().message as string)
        .replaceAll(' is required', ' দেওয়া আবশ্যক')
        .replaceAll(' must be one of: ', ' এগুলোর একটি হতে হবে: '),
    );
  });

  it('translates success messages too', async () => {
    await insertUser(server.db, { email: 'mina@example.com' });
    const response = await login(
      { emailOrPhone: 'mina@example.com', password: 'secret-pass', userType: 'student' },
      { 'accept-language': 'bn' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messagesBn[authMessages.loggedIn]);
  });
});

describe("the account's language", () => {
  it('is saved by PUT /api/me/language, answered in the new language and carried by login and account answers', async () => {
    const { user } = await insertUser(server.db, { email: 'salma@example.com' });
    const credentials = { emailOrPhone: 'salma@example.com', password: 'secret-pass', userType: 'student' };
    const first = await login(credentials);
    expect(first.json().user.language).toBeUndefined();
    const token = first.json().user.token as string;

    const saved = await saveLanguage(token, 'bn');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: messagesBn['Your language is saved.'], language: 'bn' });
    const [row] = await server.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('bn');

    const again = await login(credentials);
    expect(again.json().user.language).toBe('bn');
    const account = await server.app.inject({ method: 'GET', url: `/api/auth/get_all_users/${user.id}`, headers: bearer(token) });
    expect(account.statusCode).toBe(200);
    expect(account.json().user.language).toBe('bn');

    const back = await saveLanguage(token, 'en', { 'accept-language': 'bn' });
    expect(back.json()).toEqual({ message: 'Your language is saved.', language: 'en' });
  });

  it("wins over the browser's Accept-Language for a signed-in member", async () => {
    const { user } = await insertUser(server.db, { email: 'nila@example.com' });
    await server.db.update(users).set({ language: 'bn' }).where(eq(users.id, user.id));
    const token = await loginToken(server.app, { emailOrPhone: 'nila@example.com', password: 'secret-pass', userType: 'student' });
    const other = await insertUser(server.db, { email: 'other@example.com' });
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/auth/get_all_users/${other.user.id}`,
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-language']).toBe('bn');
    expect(response.json().message).toBe(messagesBn['You can only view your own account.']);
  });

  it('refuses a language other than en or bn, and a guest', async () => {
    await insertUser(server.db, { email: 'rina@example.com' });
    const token = await loginToken(server.app, { emailOrPhone: 'rina@example.com', password: 'secret-pass', userType: 'student' });
    const wrong = await saveLanguage(token, 'fr');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('language: The language must be en or bn');
    const wrongInBangla = await saveLanguage(token, 'fr', { 'accept-language': 'bn' });
    expect(wrongInBangla.json().message).toBe(`language: ${messagesBn['The language must be en or bn']}`);
    const guest = await server.app.inject({ method: 'PUT', url: '/api/me/language', payload: { language: 'bn' } });
    expect(guest.statusCode).toBe(401);
  });
});
