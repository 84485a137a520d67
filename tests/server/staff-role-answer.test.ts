// @vitest-environment node
// The admin area lists only the pages a staff member's role opens: the account answer (GET /api/auth/get_all_users/{id})
// carries a staff member's role; a member's answer has none.
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness';
import { signIn } from './member-fixtures';

const server = setupTestServer();

describe('the account answer carries a staff role', () => {
  it('an owner, a finance staff member created by the owner, and a member without one', async () => {
    const owner = await signIn(server.app, server.db, 'admin');
    const me = await server.app.inject({ method: 'GET', url: `/api/auth/get_all_users/${owner.id}`, headers: owner.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.role).toBe('owner');

    const email = `finance-${Date.now()}@staff.example.com`;
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: owner.headers,
      payload: { name: 'Farida Finance', email, password: 'Finance@123', role: 'finance' },
    });
    expect(created.statusCode).toBe(201);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhone: email, password: 'Finance@123', userType: 'admin' },
    });
    expect(login.statusCode).toBe(200);
    const { id, token } = login.json().user as { id: string; token: string };
    const finance = await server.app.inject({ method: 'GET', url: `/api/auth/get_all_users/${id}`, headers: { authorization: `Bearer ${token}` } });
    expect(finance.statusCode).toBe(200);
    expect(finance.json().user.role).toBe('finance');

    const tutor = await signIn(server.app, server.db, 'tutor');
    const member = await server.app.inject({ method: 'GET', url: `/api/auth/get_all_users/${tutor.id}`, headers: tutor.headers });
    expect(member.statusCode).toBe(200);
    expect(member.json().user).not.toHaveProperty('role');
  });
});
