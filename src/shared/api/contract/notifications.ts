import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../../config/catalogue';

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
