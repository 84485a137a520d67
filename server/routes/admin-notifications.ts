import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  notificationIdParamsSchema,
  notificationListResponseSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { notifications } from '../db/schema';
import { notFound } from '../errors';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** The drawer shows the newest items; older ones stay in the table until cleared. */
export const NOTIFICATION_LIST_LIMIT = 50;

export interface AdminNotificationRoutesOptions {
  db: Database;
}

/** The operations team's shared inbox: list, mark read (one or all), dismiss one, clear all. Admins only. */
export const adminNotificationRoutes: FastifyPluginAsyncZod<AdminNotificationRoutesOptions> = async (app, { db }) => {

  async function inbox() {
    const rows = await db
      .select()
      .from(notifications)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT);
    const [unread] = await db.select({ n: count() }).from(notifications).where(eq(notifications.read, false));
    return {
      notifications: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        type: row.type,
        title: row.title,
        message: row.message,
        link: row.link,
        read: row.read,
        createdAt: row.createdAt.toISOString(),
      })),
      unread: unread?.n ?? 0,
    };
  }

  const common = { tags: ['admin'] };

  app.get(
    '/api/notifications',
    {
      schema: {
        ...common,
        summary: `The newest ${NOTIFICATION_LIST_LIMIT} notifications and the unread count`,
        response: { 200: notificationListResponseSchema, ...errors(401, 403) },
      },
    },
    () => inbox(),
  );

  app.put(
    '/api/notifications/read-all',
    {
      schema: {
        ...common,
        summary: 'Marks every notification read; answers the updated list',
        response: { 200: notificationListResponseSchema, ...errors(401, 403) },
      },
    },
    async () => {
      await db.update(notifications).set({ read: true }).where(eq(notifications.read, false));
      return inbox();
    },
  );

  app.put(
    '/api/notifications/:id/read',
    {
      schema: {
        ...common,
        summary: 'Marks one notification read; answers the updated list',
        params: notificationIdParamsSchema,
        response: { 200: notificationListResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const updated = await db
        .update(notifications)
        .set({ read: true })
        .where(eq(notifications.id, request.params.id))
        .returning({ id: notifications.id });
      if (updated.length === 0) throw notFound(NOTIFICATION_NOT_FOUND);
      return inbox();
    },
  );

  app.delete(
    '/api/notifications/:id',
    {
      schema: {
        ...common,
        summary: 'Dismisses (deletes) one notification; answers the updated list',
        params: notificationIdParamsSchema,
        response: { 200: notificationListResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const removed = await db
        .delete(notifications)
        .where(eq(notifications.id, request.params.id))
        .returning({ id: notifications.id });
      if (removed.length === 0) throw notFound(NOTIFICATION_NOT_FOUND);
      return inbox();
    },
  );

  app.delete(
    '/api/notifications',
    {
      schema: {
        ...common,
        summary: 'Clears every notification; answers the (empty) list',
        response: { 200: notificationListResponseSchema, ...errors(401, 403) },
      },
    },
    async () => {
      await db.delete(notifications);
      return inbox();
    },
  );
};
