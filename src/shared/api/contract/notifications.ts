import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../../config/catalogue';
import { ALL_STAFF } from './access';
import { defineRoute, errorResponses } from './define-route';

// ── The admin notifications panel: GET/DELETE /api/notifications, PUT /api/notifications/{id}/read,
//    PUT /api/notifications/read-all, DELETE /api/notifications/{id}

export const NOTIFICATION_POLL_MS = 15_000;

export const notificationIdParamsSchema = z.object({ id: z.uuid() });

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type AdminNotification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().nonnegative(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** The drawer shows the newest items; older ones stay in the table until cleared. */
export const NOTIFICATION_LIST_LIMIT = 50;

const adminNotificationMessages = { notFound: 'Notification not found' };

/** The operations team's shared inbox: list, mark read (one or all), dismiss one, clear all. */
export const adminNotificationsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/notifications',
    access: 'admin',
    roles: ALL_STAFF,
    responses: { 200: notificationListResponseSchema, ...errorResponses(401, 403) },
    tags: ['admin'],
    summary: `The newest ${NOTIFICATION_LIST_LIMIT} notifications and the unread count`,
  }),
  markAllRead: defineRoute({
    method: 'PUT',
    path: '/api/notifications/read-all',
    access: 'admin',
    roles: ALL_STAFF,
    responses: { 200: notificationListResponseSchema, ...errorResponses(401, 403) },
    tags: ['admin'],
    summary: 'Marks every notification read; answers the updated list',
  }),
  markRead: defineRoute({
    method: 'PUT',
    path: '/api/notifications/:id/read',
    access: 'admin',
    roles: ALL_STAFF,
    params: notificationIdParamsSchema,
    responses: { 200: notificationListResponseSchema, ...errorResponses(400, 401, 403, 404) },
    tags: ['admin'],
    summary: 'Marks one notification read; answers the updated list',
    messages: adminNotificationMessages,
  }),
  dismiss: defineRoute({
    method: 'DELETE',
    path: '/api/notifications/:id',
    access: 'admin',
    roles: ALL_STAFF,
    params: notificationIdParamsSchema,
    responses: { 200: notificationListResponseSchema, ...errorResponses(400, 401, 403, 404) },
    tags: ['admin'],
    summary: 'Dismisses (deletes) one notification; answers the updated list',
    messages: adminNotificationMessages,
  }),
  clearAll: defineRoute({
    method: 'DELETE',
    path: '/api/notifications',
    access: 'admin',
    roles: ALL_STAFF,
    responses: { 200: notificationListResponseSchema, ...errorResponses(401, 403) },
    tags: ['admin'],
    summary: 'Clears every notification; answers the (empty) list',
  }),
};
