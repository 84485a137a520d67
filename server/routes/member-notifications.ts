import { readSmsPreferences, updateSmsPreferences } from '../services/sms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBER_NOTIFICATION_MESSAGES, memberNotificationsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { notFound } from '../errors';
import { authenticated } from '../plugins/auth';
import { registerContractRoutes } from '../plugins/contract-routes';
import type { Clock } from '../services/clock';
import {
  listMemberNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  readPreferences,
  unreadCount,
  updatePreferences,
} from '../services/member-notifications';

export interface MemberNotificationRoutesOptions {
  db: Database;
  clock: Clock;
}

/** The member's own inbox and e-mail settings; every answer is about the caller alone (another's id is 404). */
export const memberNotificationRoutes: FastifyPluginAsyncZod<MemberNotificationRoutesOptions> = async (app, { db, clock }) => {
  registerContractRoutes(app, memberNotificationsContract, {
    list: (request) => listMemberNotifications(db, authenticated(request).user.id, request.query),
    unreadCount: async (request) => ({ unreadCount: await unreadCount(db, authenticated(request).user.id) }),
    markAllRead: async (request) => {
      const userId = authenticated(request).user.id;
      const marked = await markAllNotificationsRead(db, userId, clock.now());
      return { marked, unreadCount: await unreadCount(db, userId) };
    },
    markRead: async (request) => {
      const userId = authenticated(request).user.id;
      const notification = await markNotificationRead(db, userId, request.params.id, clock.now());
      if (!notification) throw notFound(MEMBER_NOTIFICATION_MESSAGES.notFound);
      return { notification, unreadCount: await unreadCount(db, userId) };
    },
    preferences: async (request) => {
      const { id } = authenticated(request).user;
      return { preferences: await readPreferences(db, id), sms: await readSmsPreferences(db, id) };
    },
    savePreferences: async (request) => {
      const { id } = authenticated(request).user;
      const { sms, ...mail } = request.body;
      return {
        message: MEMBER_NOTIFICATION_MESSAGES.preferencesSaved,
        preferences: await updatePreferences(db, id, mail, clock.now()),
        sms: sms ? await updateSmsPreferences(db, id, sms, clock.now()) : await readSmsPreferences(db, id),
      };
    },
  });
};
