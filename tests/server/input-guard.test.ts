// @vitest-environment node
// Bad input never breaks the server: NUL bytes, lone surrogates, broken JSON and broken multipart answer
// 400 `{ message }` and change nothing.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testimonials, users } from '@server/db/schema';
import { BROKEN_MULTIPART } from '@server/plugins/error-handling';
import { findUnsafeText, isUnsafeText } from '@server/plugins/input-guard';
import { setupTestServer } from './harness';
import { signIn } from './member-fixtures';

const server = setupTestServer();

const NUL = '\u0000';
const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';

function expectGuarded(response: { statusCode: number; json: () => unknown }, where: RegExp) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { message: string };
  expect(body.message).toMatch(where);
  expect(body.message).toMatch(/not allowed \(a NUL byte or broken Unicode\)/);
}

describe('isUnsafeText / findUnsafeText', () => {
  it.each([
    ['a NUL byte', `a${NUL}b`, true],
    ['a lone high surrogate', `a${LONE_HIGH}`, true],
    ['a lone low surrogate', `${LONE_LOW}b`, true],
    ['a reversed pair', `${LONE_LOW}${LONE_HIGH}`, true],
    ['an emoji (a proper pair)', 'ভালো 😀', false],
    ['Bengali text', 'শিখন', false],
  ])('%s → %s', (_label, text, unsafe) => {
    expect(isUnsafeText(text)).toBe(unsafe);
  });

  it('names the path of the first unsafe value or key, at any depth', () => {
    expect(findUnsafeText({ a: [{ b: 'ok' }, { c: `x${NUL}` }] }, 'body')).toBe('body.a[1].c');
    expect(findUnsafeText({ [`k${LONE_HIGH}`]: 1 }, 'query')).toBe('query');
    expect(findUnsafeText({ a: 1, b: null, c: ['ok'] }, 'body')).toBeUndefined();
  });
});

describe('JSON bodies, params and queries', () => {
  it('POST /api/auth/login with a NUL byte answers 400 with a message', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: `{"emailOrPhone":"\\u0000","password":"x","userType":"student"}`,
      headers: { 'content-type': 'application/json' },
    });
    expectGuarded(response, /^body\.emailOrPhone /);
  });

  it('a lone surrogate in a JSON body answers 400', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: `{"emailOrPhone":"a@b.c","password":"\\ud800x","userType":"student"}`,
      headers: { 'content-type': 'application/json' },
    });
    expectGuarded(response, /^body\.password /);
  });

  it('registration with NUL in the name creates nothing', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/initiate_registration',
      payload: {
        name: `Nusrat${NUL}`,
        email: 'n@example.com',
        phone: '01811000001',
        password: 'Guardian#2026',
        confirmPassword: 'Guardian#2026',
        userType: 'student',
      },
    });
    expectGuarded(response, /^body\.name /);
    expect(server.mailer.sent).toHaveLength(0);
  });

  it('a NUL byte in a path parameter answers 400 (public and signed-in routes)', async () => {
    expectGuarded(await server.app.inject({ method: 'GET', url: '/api/tuitions/%00' }), /^params\.id /);
    // An admin may read any account, so the own-account check lets the request through to the guard.
    const admin = await signIn(server.app, server.db, 'admin');
    expectGuarded(
      await server.app.inject({ method: 'GET', url: '/api/auth/get_all_users/ab%00cd', headers: admin.headers }),
      /^params\.id /,
    );
  });

  it('a NUL byte or a broken UTF-8 sequence in the query answers 400', async () => {
    expectGuarded(await server.app.inject({ method: 'GET', url: '/api/tuitions?search=%00' }), /^query\.search /);
    const broken = await server.app.inject({ method: 'GET', url: '/api/tuitions?search=%ED%A0%80' });
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('broken JSON and a wrong type answer 400 with a message', async () => {
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"emailOrPhone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string }>().message).toBeTruthy();
    const wrongType = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhone: ['a'], password: 1, userType: 'student' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ message: string }>().message).toMatch(/emailOrPhone/);
  });

  it('an over-long string answers 400', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhone: 'a'.repeat(100_000), password: 'x', userType: 'student' },
    });
    expect(response.statusCode).toBe(400);
    expect(await server.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
  });
});

describe('multipart bodies', () => {
  it.each([
    ['no boundary', 'multipart/form-data', 'abc'],
    ['a boundary that never comes', 'multipart/form-data; boundary=xyz', 'abc'],
    ['a file part cut short', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="nationalId"; filename="a.png"\r\n\r\nabc'],
    ['an empty boundary', 'multipart/form-data; boundary=', 'abc'],
    ['a boundary longer than 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'abc'],
  ])('a document upload with %s answers 400', async (_label, contentType, payload) => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/documents/${tutor.id}/upload`,
      headers: { ...tutor.headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBeTruthy();
  });

  it('the admin testimonial form with a broken body answers 400, and with a NUL in a field stores nothing', async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/testimonials/add',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: 'abc',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: BROKEN_MULTIPART });

    const field = (name: string, value: string) =>
      `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const withNul = await server.app.inject({
      method: 'POST',
      url: '/api/testimonials/add',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        field('name', `Rahim${NUL}`) +
        field('designation', 'Guardian') +
        field('testimonial', 'Great tutors') +
        field('userType', 'student') +
        '--xyz--\r\n',
    });
    expectGuarded(withNul, /^form\.name /);
    expect(await server.db.select({ n: count() }).from(testimonials)).toEqual([{ n: 0 }]);
  });
});
