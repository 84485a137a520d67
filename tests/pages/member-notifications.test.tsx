import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $unreadCount,
  fetchMemberNotificationsFx,
  fetchUnreadCountFx,
  markAllMemberNotificationsReadFx,
  markMemberNotificationReadFx,
} from '@/entities/member-notification';
import type { SessionUser } from '@/entities/session';
import {
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
import { renderWithProviders } from '../render';
import {
  memberNotifications,
  memberNotificationsPage,
  notificationPreferences,
  NOTIFICATIONS_NOW,
} from '../../stories/pages/member-notifications-fixtures';

const tutor: SessionUser = { id: 't1', name: 'Karim', userType: 'tutor', token: 'tok' };
const guardian: SessionUser = { id: 's1', name: 'Rahima', userType: 'student', token: 'tok' };

/** A server stand-in: one in-memory inbox and settings, changed by the handlers like the real routes. */
function server(initial: MemberNotification[] = memberNotifications, overrides: { list?: () => Promise<never> } = {}) {
  let items = initial.map((item) => ({ ...item }));
  let preferences = { ...notificationPreferences };
  const unread = () => items.filter((item) => !item.read).length;
  const handlers = {
    count: vi.fn(async () => ({ unreadCount: unread() })),
    list: vi.fn(
      overrides.list ??
        (async (query: MemberNotificationListQuery) =>
          memberNotificationsPage(query.unread ? items.filter((item) => !item.read) : items, {
            page: Number(query.page ?? 1),
            limit: Number(query.limit ?? 20),
          })),
    ),
    markRead: vi.fn(async (id: string) => {
      items = items.map((item) => (item.id === id ? { ...item, read: true, readAt: NOTIFICATIONS_NOW.toISOString() } : item));
      return { notification: items.find((item) => item.id === id)!, unreadCount: unread() };
    }),
    markAllRead: vi.fn(async () => {
      const marked = unread();
      items = items.map((item) => ({ ...item, read: true }));
      return { marked, unreadCount: 0 };
    }),
    getPreferences: vi.fn(async () => ({ preferences })),
    savePreferences: vi.fn(async (body: NotificationPreferencesBody) => {
      preferences = { ...preferences, ...body };
      return { message: MEMBER_NOTIFICATION_MESSAGES.preferencesSaved, preferences };
    }),
  };
  const scope = fork({
    handlers: [
      [fetchUnreadCountFx, handlers.count],
      [fetchMemberNotificationsFx, handlers.list],
      [markMemberNotificationReadFx, handlers.markRead],
      [markAllMemberNotificationsReadFx, handlers.markAllRead],
      [fetchNotificationPreferencesFx, handlers.getPreferences],
      [saveNotificationPreferencesFx, handlers.savePreferences],
    ],
  });
  return { scope, handlers };
}

const renderPage = (scope: ReturnType<typeof fork>, session: SessionUser = tutor) =>
  renderWithProviders(<MemberNotificationsPage now={NOTIFICATIONS_NOW} />, {
    route: '/dashboard/notifications',
    session,
    scope,
  });

const list = () => screen.findByRole('list', { name: 'Notifications' });

describe('MemberNotificationsPage', () => {
  it('lists the notifications newest first, unread ones marked, with their age in words and the count', async () => {
    const { scope } = server();
    renderPage(scope);
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Unread: Selected: SK-10234');
    expect(rows[0]).toHaveTextContent('Just now');
    expect(rows[1]).toHaveTextContent('3 hours ago');
    expect(rows[2]).not.toHaveTextContent('Unread:');
    expect(rows[2]).toHaveTextContent('1 day ago');
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toContainElement(
      screen.getByRole('link', { name: 'Notifications', current: 'page' }),
    );
    // The server's profile path leads to this member's own profile form.
    expect(within(rows[2]).getByRole('link')).toHaveAttribute('href', '/update-profile/t1');
  });

  it('marks a notification read when it is opened, lowers the count and follows its link', async () => {
    const { scope, handlers } = server();
    const { user, router } = renderPage(scope);
    const rows = within(await list()).getAllByRole('listitem');
    await user.click(within(rows[1]).getByRole('link'));
    expect(handlers.markRead).toHaveBeenCalledWith('7d1e0000-0000-4000-8000-000000000002');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/applications'));
    await waitFor(() => expect(scope.getState($unreadCount)).toBe(1));
  });

  it('marks all as read: the rows lose their marks and the count says all read', async () => {
    const { scope, handlers } = server();
    const { user } = renderPage(scope);
    await list();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(handlers.markAllRead).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(within(await list()).queryByText(/Unread:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says "No notifications yet" for an empty inbox', async () => {
    const { scope } = server([]);
    renderPage(scope);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows a failed load in words, never a status code, and tries again', async () => {
    const { scope, handlers } = server(memberNotifications, {
      list: () => Promise.reject(new ApiError('The server is not answering. Please try again in a moment.', 503, false)),
    });
    const { user } = renderPage(scope);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your notifications');
    expect(alert).toHaveTextContent('The server is not answering');
    expect(alert).not.toHaveTextContent('503');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(handlers.list).toHaveBeenCalledTimes(2));
  });

  it("offers a tutor the tutor's e-mail switches and saves a change with the server's message", async () => {
    const { scope, handlers } = server();
    const { user } = renderPage(scope);
    const settings = await screen.findByRole('region', { name: 'E-mail settings' });
    const notSelected = await within(settings).findByRole('switch', { name: /^Not selected/ });
    expect(notSelected).not.toBeChecked();
    expect(within(settings).getByRole('switch', { name: /^Selected/ })).toBeChecked();
    expect(within(settings).queryByRole('switch', { name: /^Application received/ })).not.toBeInTheDocument();
    const save = within(settings).getByRole('button', { name: 'Save e-mail settings' });
    expect(save).toBeDisabled();

    await user.click(within(settings).getByRole('switch', { name: /^Selected/ }));
    await user.click(save);
    expect(handlers.savePreferences).toHaveBeenCalledTimes(1);
    expect(handlers.savePreferences.mock.calls[0][0]).toMatchObject({ selected: false, not_selected: false, shortlisted: true });
    expect(handlers.savePreferences.mock.calls[0][0]).not.toHaveProperty('application_received');
    expect(await screen.findByText(MEMBER_NOTIFICATION_MESSAGES.preferencesSaved)).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
  });

  it("offers a guardian the request switches, and shows a refused save's message", async () => {
    const { scope, handlers } = server();
    handlers.savePreferences.mockRejectedValueOnce(new ApiError('Unknown kind of notification', 400, true));
    const { user } = renderPage(scope, guardian);
    const settings = await screen.findByRole('region', { name: 'E-mail settings' });
    await user.click(await within(settings).findByRole('switch', { name: /^Shortlist ready/ }));
    expect(within(settings).queryByRole('switch', { name: /^Selected/ })).not.toBeInTheDocument();
    await user.click(within(settings).getByRole('button', { name: 'Save e-mail settings' }));
    expect(await within(settings).findByRole('alert')).toHaveTextContent('Unknown kind of notification');
  });
});
