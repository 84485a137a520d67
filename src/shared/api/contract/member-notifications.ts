import { z } from 'zod';
import { MEMBER_NOTIFICATION_KINDS } from '../../config/catalogue';
import { defineRoute, errorResponses } from './define-route';

// ── A member's inbox (the bell) and which e-mails they get (issue 12, item 3):
//    GET /api/me/notifications, GET /api/me/notifications/unread-count, PUT /api/me/notifications/{id}/read,
//    PUT /api/me/notifications/read-all, GET/PUT /api/me/notification-preferences.
//    Every signed-in member (guardian/student, tutor; staff have their own /api/notifications).

/** How often the bell asks for the unread count. */
export const MEMBER_NOTIFICATION_POLL_MS = 30_000;
export const MEMBER_NOTIFICATION_PAGE_SIZE = 20;
export const MEMBER_NOTIFICATION_MAX_LIMIT = 100;

/** Client paths the notifications link to (the member area's screens for each event). */
export const MEMBER_NOTIFICATION_LINKS = {
  applications: '/dashboard/applications',
  tuitions: '/dashboard/tuitions',
  requests: '/dashboard/requests',
  /** The dashboard, where a tutor's profile checklist is. */
  profile: '/dashboard',
  settings: '/dashboard/notifications',
} as const;

export const MEMBER_NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  preferencesSaved: 'Your e-mail settings are saved.',
  unknownKind: 'Unknown kind of notification',
} as const;

export const memberNotificationKindSchema = z.enum(MEMBER_NOTIFICATION_KINDS);

export const memberNotificationSchema = z.object({
  id: z.string(),
  kind: memberNotificationKindSchema,
  title: z.string(),
  message: z.string(),
  /** A client path where the member sees it, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  /** ISO 8601, or null while unread. */
  readAt: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type MemberNotification = z.infer<typeof memberNotificationSchema>;

export const memberNotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MEMBER_NOTIFICATION_MAX_LIMIT).default(MEMBER_NOTIFICATION_PAGE_SIZE),
  /** true: only the unread ones. */
  unread: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});
export type MemberNotificationListQuery = z.input<typeof memberNotificationListQuerySchema>;

/** One page, newest first, with the member's unread count (the bell's number). */
export const memberNotificationPageSchema = z.object({
  notifications: z.array(memberNotificationSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  limit: z.number().int(),
  unreadCount: z.number().int().nonnegative(),
});
export type MemberNotificationPage = z.infer<typeof memberNotificationPageSchema>;

export const unreadCountResponseSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const memberNotificationIdParamsSchema = z.object({ id: z.uuid() });

/** PUT /api/me/notifications/{id}/read: the notification as it now is, and the new unread count. */
export const memberNotificationReadResponseSchema = z.object({
  notification: memberNotificationSchema,
  unreadCount: z.number().int().nonnegative(),
});
export type MemberNotificationReadResponse = z.infer<typeof memberNotificationReadResponseSchema>;

/** PUT /api/me/notifications/read-all: how many were marked, and the unread count (0 unless new ones arrived). */
export const memberNotificationsReadAllResponseSchema = z.object({
  marked: z.number().int().nonnegative(),
  unreadCount: z.number().int().nonnegative(),
});
export type MemberNotificationsReadAllResponse = z.infer<typeof memberNotificationsReadAllResponseSchema>;

/** Which kinds of e-mail the member gets: every kind, true = on. The inbox keeps every kind either way. */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(MEMBER_NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof MEMBER_NOTIFICATION_KINDS)[number],
    z.ZodBoolean
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT body: some or all kinds (e-mail); `sms` the same for SMS (issue 16); a kind not named keeps its setting; an
 * unknown kind is refused (400).
 */
export const notificationPreferencesBodySchema = notificationPreferencesSchema
  .partial()
  .extend({ sms: notificationPreferencesSchema.partial().strict().optional() })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Name at least one kind of notification' });
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBodySchema>;

/** `sms`: which kinds also come by SMS to the member's phone (users.sms_kinds). */
export const notificationPreferencesResponseSchema = z.object({
  preferences: notificationPreferencesSchema,
  sms: notificationPreferencesSchema.optional(),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

export const notificationPreferencesSavedSchema = z.object({
  message: z.string(),
  preferences: notificationPreferencesSchema,
  sms: notificationPreferencesSchema.optional(),
});
export type NotificationPreferencesSaved = z.infer<typeof notificationPreferencesSavedSchema>;

/** The member's own inbox and e-mail settings; every answer is about the caller alone (another's id is 404). */
export const memberNotificationsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/me/notifications',
    access: 'member',
    query: memberNotificationListQuerySchema,
    responses: { 200: memberNotificationPageSchema, ...errorResponses(400, 401) },
    tags: ['member'],
    summary: "The caller's notifications, newest first, a page at a time, with the unread count",
  }),
  unreadCount: defineRoute({
    method: 'GET',
    path: '/api/me/notifications/unread-count',
    access: 'member',
    responses: { 200: unreadCountResponseSchema, ...errorResponses(401) },
    tags: ['member'],
    summary: "The caller's unread notifications (the bell's number)",
  }),
  markAllRead: defineRoute({
    method: 'PUT',
    path: '/api/me/notifications/read-all',
    access: 'member',
    responses: { 200: memberNotificationsReadAllResponseSchema, ...errorResponses(401) },
    tags: ['member'],
    summary: "Marks every one of the caller's notifications read",
  }),
  markRead: defineRoute({
    method: 'PUT',
    path: '/api/me/notifications/:id/read',
    access: 'member',
    params: memberNotificationIdParamsSchema,
    responses: { 200: memberNotificationReadResponseSchema, ...errorResponses(400, 401, 404) },
    tags: ['member'],
    summary: "Marks one of the caller's notifications read (another member's is 404)",
    messages: MEMBER_NOTIFICATION_MESSAGES,
  }),
  preferences: defineRoute({
    method: 'GET',
    path: '/api/me/notification-preferences',
    access: 'member',
    responses: { 200: notificationPreferencesResponseSchema, ...errorResponses(401) },
    tags: ['member'],
    summary: 'Which kinds of e-mail the caller gets (true: on)',
  }),
  savePreferences: defineRoute({
    method: 'PUT',
    path: '/api/me/notification-preferences',
    access: 'member',
    body: notificationPreferencesBodySchema,
    responses: { 200: notificationPreferencesSavedSchema, ...errorResponses(400, 401) },
    tags: ['member'],
    summary: 'Switches kinds of e-mail on or off ({ kind: boolean }; kinds not named keep their setting)',
    messages: MEMBER_NOTIFICATION_MESSAGES,
  }),
};
