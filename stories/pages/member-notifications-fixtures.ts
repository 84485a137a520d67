import type { MemberNotification, MemberNotificationPage, NotificationPreferences } from '@/shared/api';
import { MEMBER_NOTIFICATION_LINKS } from '@/shared/api';
import { MEMBER_NOTIFICATION_KINDS } from '@/shared/config';

/** A member's inbox for the notifications page and bell stories and tests; ages count from NOTIFICATIONS_NOW. */

export const NOTIFICATIONS_NOW = new Date(Date.UTC(2026, 4, 20, 8));
const hoursAgo = (hours: number) => new Date(NOTIFICATIONS_NOW.getTime() - hours * 3_600_000).toISOString();

export function makeMemberNotification(overrides: Partial<MemberNotification> = {}): MemberNotification {
  return {
    id: '7d1e0000-0000-4000-8000-000000000001',
    kind: 'shortlisted',
    title: 'You are on a shortlist',
    message: "You are on the guardian's shortlist for the tuition SK-10234.",
    link: MEMBER_NOTIFICATION_LINKS.applications,
    read: false,
    readAt: null,
    createdAt: hoursAgo(3),
    ...overrides,
  };
}

/** Newest first: two unread, then read ones. */
export const memberNotifications: MemberNotification[] = [
  makeMemberNotification({ id: '7d1e0000-0000-4000-8000-000000000001', createdAt: hoursAgo(0.2), title: 'Selected: SK-10234', kind: 'selected', message: 'You were selected for the tuition SK-10234. The guardian’s phone is in My Tuitions.', link: MEMBER_NOTIFICATION_LINKS.tuitions }),
  makeMemberNotification({ id: '7d1e0000-0000-4000-8000-000000000002' }),
  makeMemberNotification({
    id: '7d1e0000-0000-4000-8000-000000000003',
    kind: 'documents_verified',
    title: 'Your documents are verified',
    message: 'Your documents are verified: your profile now shows as verified and ranks higher.',
    link: MEMBER_NOTIFICATION_LINKS.profile,
    read: true,
    readAt: hoursAgo(20),
    createdAt: hoursAgo(26),
  }),
  makeMemberNotification({
    id: '7d1e0000-0000-4000-8000-000000000004',
    kind: 'fee_due_soon',
    title: 'Media fee due in 3 days',
    message: 'The media fee of 3,000 TK for SK-10198 is due on May 23, 2026.',
    link: MEMBER_NOTIFICATION_LINKS.tuitions,
    read: true,
    readAt: hoursAgo(70),
    createdAt: hoursAgo(72),
  }),
];

export function memberNotificationsPage(
  notifications: MemberNotification[] = memberNotifications,
  { page = 1, limit = 20 }: { page?: number; limit?: number } = {},
): MemberNotificationPage {
  return {
    notifications: notifications.slice((page - 1) * limit, page * limit),
    total: notifications.length,
    page,
    limit,
    unreadCount: notifications.filter((notification) => !notification.read).length,
  };
}

/** Every kind on, but "Not selected" off. */
export const notificationPreferences: NotificationPreferences = {
  ...(Object.fromEntries(MEMBER_NOTIFICATION_KINDS.map((kind) => [kind, true])) as NotificationPreferences),
  not_selected: false,
};
