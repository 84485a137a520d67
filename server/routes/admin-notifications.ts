import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminNotificationsContract, NOTIFICATION_LIST_LIMIT } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { notifications } from '../db/schema';
import { notFound } from '../errors';
import { registerContractRoutes } from '../plugins/contract-routes';

export { NOTIFICATION_LIST_LIMIT };

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

  registerContractRoutes(app, adminNotificationsContract, {
    list: () => inbox(),
    markAllRead: async () => {
      await db.update(notifications).set({ read: true }).where(eq(notifications.read, false));
      return inbox();
    },
    markRead: async (request) => {
      const updated = await db
        .update(notifications)
        .set({ read: true })
        .where(eq(notifications.id, request.params.id))
        .returning({ id: notifications.id });
      if (updated.length === 0) throw notFound(adminNotificationsContract.markRead.messages.notFound);
      return inbox();
    },
    dismiss: async (request) => {
      const removed = await db
        .delete(notifications)
        .where(eq(notifications.id, request.params.id))
        .returning({ id: notifications.id });
      if (removed.length === 0) throw notFound(adminNotificationsContract.dismiss.messages.notFound);
      return inbox();
    },
    clearAll: async () => {
      await db.delete(notifications);
      return inbox();
    },
  });
};
