import { Group } from '@mantine/core';
import type { Meta } from '@storybook/react-vite';
import { fetchMemberNotificationsFx, fetchUnreadCountFx, markAllMemberNotificationsReadFx, markMemberNotificationReadFx } from '@/entities/member-notification';
import { $isMember } from '@/entities/session';
import { MemberNotificationsBell } from '@/widgets/header';
import { ApiError, type MemberNotification } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../../decorators';
import { memberNotifications, memberNotificationsPage, NOTIFICATIONS_NOW } from '../../pages/member-notifications-fixtures';
import { tutorSession } from '../../pages/member-fixtures';

const never = () => new Promise<never>(() => {});

/** A pretend server over one inbox: the count, the newest few, mark read and mark all read. */
function inbox(items: MemberNotification[], list?: () => Promise<unknown>): AppStoryParameters {
  let current = items.map((item) => ({ ...item }));
  const unread = () => current.filter((item) => !item.read).length;
  return {
    session: tutorSession,
    route: '/dashboard/applications',
    effector: {
      values: [[$isMember, true]],
      handlers: [
        [fetchUnreadCountFx, async () => ({ unreadCount: unread() })],
        [fetchMemberNotificationsFx, list ?? (async () => memberNotificationsPage(current, { limit: 5 }))],
        [
          markMemberNotificationReadFx,
          async (id: string) => {
            current = current.map((item) => (item.id === id ? { ...item, read: true, readAt: new Date().toISOString() } : item));
            return { notification: current.find((item) => item.id === id)!, unreadCount: unread() };
          },
        ],
        [
          markAllMemberNotificationsReadFx,
          async () => {
            const marked = unread();
            current = current.map((item) => ({ ...item, read: true }));
            return { marked, unreadCount: 0 };
          },
        ],
      ],
    },
  };
}

const meta = {
  title: 'Features/MemberNotificationsBell',
  component: MemberNotificationsBell,
  parameters: { layout: 'padded', ...inbox(memberNotifications) },
  args: { userId: tutorSession.id, now: NOTIFICATIONS_NOW },
  decorators: [
    (Story) => (
      <Group justify="flex-end">
        <Story />
      </Group>
    ),
  ],
} satisfies Meta<typeof MemberNotificationsBell>;
export default meta;

/** The bell with two unread: "Notifications, 2 unread". */
export const Closed = {};

/** Opened: the newest few, unread tinted, Mark all as read and See all. */
export const Open = { args: { defaultOpened: true } };

/** The newest few are on their way. */
export const Loading = { args: { defaultOpened: true }, parameters: inbox(memberNotifications, never) };

/** Nothing has happened yet. */
export const Empty = { args: { defaultOpened: true }, parameters: inbox([]) };

/** The newest could not be loaded: the reason in words and Try Again. */
export const LoadError = {
  args: { defaultOpened: true },
  parameters: inbox(memberNotifications, () =>
    Promise.reject(new ApiError('Could not reach Shikhon. Please check your connection and try again.', 0, false)),
  ),
};

/** On a 360 px phone the panel fits the screen. */
export const Narrow = {
  args: { defaultOpened: true },
  parameters: { ...narrowScreen.parameters, ...inbox(memberNotifications) },
  globals: narrowScreen.globals,
};
