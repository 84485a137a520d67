import { MEMBER_NOTIFICATION_LINKS } from '@/shared/api';
import { routes } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/format';

/**
 * Where a notification's link takes this member. The server names the profile as one fixed path; on the
 * client a member's profile form lives under their id.
 */
export function notificationHref(link: string | null, userId: string): string | null {
  if (!link) return null;
  if (link === MEMBER_NOTIFICATION_LINKS.profile) return routes.updateProfile(userId);
  // Only the site's own pages: a link is a path from the root, never another origin.
  return link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/** The bell's accessible name: "Notifications, 3 unread". */
export function unreadLabel(count: number): string {
  return count > 0
    ? i18n.t('bell.unreadLabel', { ns: 'member', count, n: formatNumber(count) })
    : i18n.t('bell.noneUnread', { ns: 'member' });
}
