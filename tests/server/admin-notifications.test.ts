// @vitest-environment node
// The admin notifications panel's calls: list with unread count, mark one/all read, dismiss one, clear all.
import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationListResponse } from '@/shared/api/contract';
import { notifications } from '@server/db/schema';
import { NOTIFICATION_LIST_LIMIT } from '@server/routes/admin-notifications';
import { notifyAdmins } from '@server/services/notifications';
import { setupTestServer } from './harness';
import { signIn, type Member } from './member-fixtures';

const server = setupTestServer();

let admin: Member;
let older: string;
let newer: string;
beforeEach(async () => {
  admin = await signIn(server.app, server.db, 'admin');
  older = (
    await notifyAdmins(server.db, {
      kind: 'registration',
      type: 'success',
      title: 'New Registration',
      message: 'Nusrat Jahan registered as a Student',
      link: '/admin/students',
      createdAt: new Date('2026-03-10T06:00:00.000Z'),
    })
  ).id;
  newer = (
    await notifyAdmins(server.db, {
      kind: 'tutor_contact',
      title: 'New Contact Request',
      message: 'Rahim wants to contact a tutor',
      createdAt: new Date('2026-03-10T07:00:00.000Z'),
    })
  ).id;
});

const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, headers = admin.headers) => {
  const answer = await server.app.inject({ method, url, headers });
  return { status: answer.statusCode, body: answer.json() as NotificationListResponse & { message?: string } };
};

describe('GET /api/notifications', () => {
  it('lists the newest first with the unread count and every field', async () => {
    const { status, body } = await call('GET', '/api/notifications');
    expect(status).toBe(200);
    expect(body.unread).toBe(2);
    expect(body.notifications.map((n) => n.id)).toEqual([newer, older]);
    expect(body.notifications[1]).toEqual({
      id: older,
      kind: 'registration',
      type: 'success',
      title: 'New Registration',
      message: 'Nusrat Jahan registered as a Student',
      link: '/admin/students',
      read: false,
      createdAt: '2026-03-10T06:00:00.000Z',
    });
    expect(body.notifications[0]).toMatchObject({ type: 'info', link: null });
  });

  it(`returns at most ${NOTIFICATION_LIST_LIMIT} items but counts every unread one`, async () => {
    await server.db.insert(notifications).values(
      Array.from({ length: NOTIFICATION_LIST_LIMIT }, (_, i) => ({
        kind: 'application' as const,
        title: `Application ${i}`,
        message: 'm',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const { body } = await call('GET', '/api/notifications');
    expect(body.notifications).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(body.unread).toBe(NOTIFICATION_LIST_LIMIT + 2);
    expect(body.notifications[0]?.id).toBe(newer);
  });
});

describe('mark read', () => {
  it('PUT /:id/read marks one item, shared by every admin', async () => {
    const { status, body } = await call('PUT', `/api/notifications/${older}/read`);
    expect(status).toBe(200);
    expect(body.unread).toBe(1);
    expect(body.notifications.find((n) => n.id === older)?.read).toBe(true);
    expect(body.notifications.find((n) => n.id === newer)?.read).toBe(false);

    const other = await signIn(server.app, server.db, 'admin');
    expect((await call('GET', '/api/notifications', other.headers)).body.unread).toBe(1);
  });

  it('PUT /read-all marks every item', async () => {
    const { status, body } = await call('PUT', '/api/notifications/read-all');
    expect(status).toBe(200);
    expect(body.unread).toBe(0);
    expect(body.notifications.every((n) => n.read)).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await call('PUT', '/api/notifications/8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f/read');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Notification not found' });
    expect((await call('PUT', '/api/notifications/not-an-id/read')).status).toBe(400);
  });
});

describe('dismiss and clear', () => {
  it('DELETE /:id removes one item', async () => {
    const { status, body } = await call('DELETE', `/api/notifications/${newer}`);
    expect(status).toBe(200);
    expect(body.notifications.map((n) => n.id)).toEqual([older]);
    expect(body.unread).toBe(1);
    expect(await server.db.select().from(notifications)).toHaveLength(1);
    expect((await call('DELETE', `/api/notifications/${newer}`)).status).toBe(404);
  });

  it('DELETE / clears every item', async () => {
    const { status, body } = await call('DELETE', '/api/notifications');
    expect(status).toBe(200);
    expect(body).toEqual({ notifications: [], unread: 0 });
    expect(await server.db.select().from(notifications)).toHaveLength(0);
  });
});
