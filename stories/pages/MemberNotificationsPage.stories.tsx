import type { Meta } from '@storybook/react-vite';
import { fetchMemberNotificationsFx, fetchUnreadCountFx, markAllMemberNotificationsReadFx, markMemberNotificationReadFx } from '@/entities/member-notification';
import { $isMember, type SessionUser } from '@/entities/session';
import {
  $preferencesSaveError,
  fetchNotificationPreferencesFx,
  MemberNotificationsPage,
  saveNotificationPreferencesFx,
} from '@/pages/member-notifications';
import {
  ApiError,
  MEMBER_NOTIFICATION_MESSAGES,
  type MemberNotification,
  type MemberNotificationListQuery,
  type NotificationPreferencesBody,
} from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { studentSession, tutorSession } from './member-fixtures';
import { makeMemberNotification, memberNotifications, memberNotificationsPage, notificationPreferences, NOTIFICATIONS_NOW } from './member-notifications-fixtures';

const never = () => new Promise<never>(() => {});
const offline = () => Promise.reject(new ApiError('Could not reach Shikhon. Please check your connection and try again.', 0, false));

interface PageOptions {
  session?: SessionUser;
  items?: MemberNotification[];
  list?: (query: MemberNotificationListQuery) => Promise<unknown>;
  preferences?: () => Promise<unknown>;
  values?: NonNullable<NonNullable<AppStoryParameters['effector']>['values']>;
}

/** A pretend server: the inbox (read and mark read change it) and the e-mail settings (Save answers after a moment). */
function page({ session = tutorSession, items = memberNotifications, list, preferences, values = [] }: PageOptions = {}) {
  let current = items.map((item) => ({ ...item }));
  let settings = { ...notificationPreferences };
  const unread = () => current.filter((item) => !item.read).length;
  return {
    session,
    route: '/dashboard/notifications',
    effector: {
      values: [[$isMember, true], ...values],
      handlers: [
        [fetchUnreadCountFx, async () => ({ unreadCount: unread() })],
        [
          fetchMemberNotificationsFx,
          list ??
            (async (query: MemberNotificationListQuery) =>
              memberNotificationsPage(query.unread ? current.filter((item) => !item.read) : current, {
                page: Number(query.page ?? 1),
                limit: Number(query.limit ?? 20),
              })),
        ],
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
        [fetchNotificationPreferencesFx, preferences ?? (async () => ({ preferences: settings }))],
        [
          saveNotificationPreferencesFx,
          async (body: NotificationPreferencesBody) => {
            await new Promise((resolve) => setTimeout(resolve, 400));
            settings = { ...settings, ...body };
            return { message: MEMBER_NOTIFICATION_MESSAGES.preferencesSaved, preferences: settings };
          },
        ],
      ],
    },
  } satisfies AppStoryParameters;
}

const meta = {
  title: 'Pages/Member/Notifications',
  component: MemberNotificationsPage,
  parameters: page(),
  args: { now: NOTIFICATIONS_NOW },
} satisfies Meta<typeof MemberNotificationsPage>;
export default meta;

/** A tutor's inbox: two unread (tinted), two read; opening one marks it read; the tutor's e-mail switches below. */
export const Notifications = {};

/** A guardian sees the request e-mails: Application received, Request published, Shortlist ready, Request closed. */
export const Guardian = {
  parameters: page({
    session: studentSession,
    items: [
      makeMemberNotification({
        id: '7d1e0000-0000-4000-8000-000000000011',
        kind: 'shortlist_ready',
        title: 'Your shortlist is ready',
        message: 'Three tutors were shortlisted for SK-10234. See their profiles and pick one.',
        link: '/dashboard/requests',
      }),
      makeMemberNotification({
        id: '7d1e0000-0000-4000-8000-000000000012',
        kind: 'request_published',
        title: 'Your request is published: SK-10234',
        message: 'Your request is now on the tuition board as SK-10234.',
        link: '/dashboard/requests',
        read: true,
        createdAt: new Date(NOTIFICATIONS_NOW.getTime() - 50 * 3_600_000).toISOString(),
      }),
    ],
  }),
};

/** The list and the settings are on their way. */
export const Loading = { parameters: page({ list: never, preferences: never }) };

/** Nothing has happened yet: "No notifications yet". */
export const Empty = { parameters: page({ items: [] }) };

/** The list could not be loaded: the reason in words and Try Again; the settings still load. */
export const LoadError = { parameters: page({ list: offline }) };

/** The e-mail settings could not be loaded. */
export const SettingsLoadError = { parameters: page({ preferences: offline }) };

/** A save the server refused: its message in the settings. */
export const SaveRefused = {
  parameters: page({ values: [[$preferencesSaveError, MEMBER_NOTIFICATION_MESSAGES.unknownKind]] }),
};

/** On a 360 px phone: the menu above, the rows and switches full width. */
export const Narrow = {
  parameters: { ...narrowScreen.parameters, ...page() },
  globals: narrowScreen.globals,
};
