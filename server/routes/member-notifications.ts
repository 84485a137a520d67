import { readSmsPreferences, updateSmsPreferences } from '../services/sms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEMBER_NOTIFICATION_MESSAGES,
  errorResponseSchema,
  memberNotificationIdParamsSchema,
  memberNotificationListQuerySchema,
  memberNotificationPageSchema,
  memberNotificationReadResponseSchema,
  memberNotificationsReadAllResponseSchema,
  notificationPreferencesBodySchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesSavedSchema,
  unreadCountResponseSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { notFound } from '../errors';
import { authenticated } from '../plugins/auth';
import type { Clock } from '../services/clock';
import {
  listMemberNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  readPreferences,
  unreadCount,
  updatePreferences,
} from '../services/member-notifications';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

export interface MemberNotificationRoutesOptions {
  db: Database;
  clock: Clock;
}

/** The member's own inbox and e-mail settings; every answer is about the caller alone (another's id is 404). */
export const memberNotificationRoutes: FastifyPluginAsyncZod<MemberNotificationRoutesOptions> = async (app, { db, clock }) => {
  const common = { tags: ['member'] };

  app.get(
    '/api/me/notifications',
    {
      schema: {
        ...common,
        summary: "The caller's notifications, newest first, a page at a time, with the unread count",
        querystring: memberNotificationListQuerySchema,
        response: { 200: memberNotificationPageSchema, ...errors(400, 401) },
      },
    },
    (request) => listMemberNotifications(db, authenticated(request).user.id, request.query),
  );

  app.get(
    '/api/me/notifications/unread-count',
    {
      schema: {
        ...common,
        summary: "The caller's unread notifications (the bell's number)",
        response: { 200: unreadCountResponseSchema, ...errors(401) },
      },
    },
    async (request) => ({ unreadCount: await unreadCount(db, authenticated(request).user.id) }),
  );

  app.put(
    '/api/me/notifications/read-all',
    {
      schema: {
        ...common,
        summary: "Marks every one of the caller's notifications read",
        response: { 200: memberNotificationsReadAllResponseSchema, ...errors(401) },
      },
    },
    async (request) => {
      const userId = authenticated(request).user.id;
      const marked = await markAllNotificationsRead(db, userId, clock.now());
      return { marked, unreadCount: await unreadCount(db, userId) };
    },
  );

  app.put(
    '/api/me/notifications/:id/read',
    {
      schema: {
        ...common,
        summary: "Marks one of the caller's notifications read (another member's is 404)",
        params: memberNotificationIdParamsSchema,
        response: { 200: memberNotificationReadResponseSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = authenticated(request).user.id;
      const notification = await markNotificationRead(db, userId, request.params.id, clock.now());
      if (!notification) throw notFound(MEMBER_NOTIFICATION_MESSAGES.notFound);
      return { notification, unreadCount: await unreadCount(db, userId) };
    },
  );

  app.get(
    '/api/me/notification-preferences',
    {
      schema: {
        ...common,
        summary: 'Which kinds of e-mail the caller gets (true: on)',
        response: { 200: notificationPreferencesResponseSchema, ...errors(401) },
      },
    },
    async (request) => {
      const { id } = authenticated(request).user;
      return { preferences: await readPreferences(db, id), sms: await readSmsPreferences(db, id) };
    },
  );

  app.put(
    '/api/me/notification-preferences',
    {
      schema: {
        ...common,
        summary: 'Switches kinds of e-mail on or off ({ kind: boolean }; kinds not named keep their setting)',
        body: notificationPreferencesBodySchema,
        response: { 200: notificationPreferencesSavedSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { id } = authenticated(request).user;
      const { sms, ...mail } = request.body;
      return {
        message: MEMBER_NOTIFICATION_MESSAGES.preferencesSaved,
        preferences: await updatePreferences(db, id, mail, clock.now()),
        sms: sms ? await updateSmsPreferences(db, id, sms, clock.now()) : await readSmsPreferences(db, id),
      };
    },
  );
};
