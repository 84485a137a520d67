import { sample } from 'effector';
import { fetchMemberNotificationsFx, markAllMemberNotificationsReadFx, markMemberNotificationReadFx } from '@/entities/member-notification';
import { $isMember } from '@/entities/session';
import { ApiError, MEMBER_NOTIFICATION_PAGE_SIZE } from '@/shared/api';
import { routes } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { createPagedList } from '@/shared/lib/paged-list';

/** The member's notifications, newest first, a server page at a time (?page= and ?show=unread in the address). */
export const memberNotificationsList = createPagedList({
  path: routes.memberNotifications,
  texts: { ns: 'member', prefix: 'notificationsPage' },
  filters: { show: 'all' as 'all' | 'unread' },
  filterValues: { show: ['all', 'unread'] },
  size: MEMBER_NOTIFICATION_PAGE_SIZE,
  enabled: $isMember,
  load: ({ page, size, filters }) =>
    fetchMemberNotificationsFx({ page, limit: size, ...(filters.show === 'unread' ? { unread: 'true' as const } : {}) }),
  toItems: (answer) => ({ items: answer.notifications, total: answer.total }),
  key: (notification) => notification.id,
  // Any failure in words (the request's own sentence when it has one), under "Could not load your notifications".
  errorMessage: (error) => (error instanceof ApiError && error.message ? error.message : i18n.t('common.connectionError', { ns: 'member' })),
});

// A read notification changes on screen at once: the row becomes the server's answer.
sample({ clock: markMemberNotificationReadFx.doneData, fn: ({ notification }) => notification, target: memberNotificationsList.itemReplaced });
memberNotificationsList.$items.on(markAllMemberNotificationsReadFx.done, (items) =>
  items.map((item) => (item.read ? item : { ...item, read: true, readAt: new Date().toISOString() })),
);
