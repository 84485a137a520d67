// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bearer, insertUser, loginToken, setupTestServer } from './harness';

const server = setupTestServer();

const ADMIN = { email: 'admin@example.com', password: 'Admin@Shikhon1' };
const changePassword = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'PUT', url: '/api/auth/change-password', payload, headers });
const login = (emailOrPhone: string, password: string, userType = 'admin') =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailOrPhone, password, userType } });
const logout = (token: string) => server.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(token) });

async function signedInAdmin() {
  await insertUser(server.db, { email: ADMIN.email, password: ADMIN.password, userType: 'admin', name: 'Admin User' });
  return loginToken(server.app, { emailOrPhone: ADMIN.email, password: ADMIN.password, userType: 'admin' });
}

describe('PUT /api/auth/change-password', () => {
  it('refuses a call without a token (401)', async () => {
    const response = await changePassword({ currentPassword: 'a', newPassword: 'new-secret' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Authentication required. Please log in.');
  });

  it('refuses a wrong current password (400) and keeps the old one working', async () => {
    const token = await signedInAdmin();
    const response = await changePassword({ currentPassword: 'not-it', newPassword: 'New@Shikhon2' }, bearer(token));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your current password is incorrect.');
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect((await login(ADMIN.email, 'New@Shikhon2')).statusCode).toBe(401);
  });

  it.each([
    ['a short new password', { currentPassword: ADMIN.password, newPassword: '12345' }, 'Password must be at least 8 characters'],
    ['the same password again', { currentPassword: ADMIN.password, newPassword: ADMIN.password }, 'The new password must differ from the current one.'],
    ['no current password', { currentPassword: '', newPassword: 'New@Shikhon2' }, 'Current password is required'],
  ])('refuses %s (400)', async (_case, body, message) => {
    const token = await signedInAdmin();
    const response = await changePassword(body, bearer(token));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('changes the password: the old one is refused, the new one works, other sessions end, this one stays', async () => {
    const token = await signedInAdmin();
    const otherDevice = await loginToken(server.app, { emailOrPhone: ADMIN.email, password: ADMIN.password, userType: 'admin' });

    const response = await changePassword({ currentPassword: ADMIN.password, newPassword: 'New@Shikhon2' }, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully' });

    const old = await login(ADMIN.email, ADMIN.password);
    expect(old.statusCode).toBe(401);
    expect((await login(ADMIN.email, 'New@Shikhon2')).statusCode).toBe(200);

    const revoked = await logout(otherDevice);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('Your session has ended. Please log in again.');
    expect((await logout(token)).statusCode).toBe(200);
  });

  it('works for members too: it changes only the caller’s own password', async () => {
    const { user: other } = await insertUser(server.db, { email: 'other@example.com', password: 'other-pass' });
    await insertUser(server.db, { email: 'rahim@example.com', password: 'rahim-pass' });
    const token = await loginToken(server.app, { emailOrPhone: 'rahim@example.com', password: 'rahim-pass', userType: 'student' });
    const response = await changePassword({ currentPassword: 'rahim-pass', newPassword: 'rahim-new' }, bearer(token));
    expect(response.statusCode).toBe(200);
    expect((await login('rahim@example.com', 'rahim-new', 'student')).statusCode).toBe(200);
    expect((await login(other.email, 'other-pass', 'student')).statusCode).toBe(200);
  });
});
