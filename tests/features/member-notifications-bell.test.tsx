import { screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $unreadCount,
  fetchMemberNotificationsFx,
  fetchUnreadCountFx,
  markAllMemberNotificationsReadFx,
  markMemberNotificationReadFx,
  notificationHref,
  unreadCountPolled,
  unreadLabel,
} from '@/entities/member-notification';
import { $isMember, userLoggedOut, type SessionUser } from '@/entities/session';
import { MemberNotificationsBell } from '@/widgets/header';
import { MEMBER_NOTIFICATION_LINKS, type MemberNotification, type MemberNotificationListQuery } from '@/shared/api';
import { renderWithProviders } from '../render';
import { memberNotifications, memberNotificationsPage, NOTIFICATIONS_NOW } from '../../stories/pages/member-notifications-fixtures';

const tutor: SessionUser = { id: 't1', name: 'Karim', userType: 'tutor', token: 'tok' };

/** A server stand-in: the handlers change one in-memory inbox, like the real routes. */
function inbox(initial: MemberNotification[] = memberNotifications) {
  let items = initial.map((item) => ({ ...item }));
  const unread = () => items.filter((item) => !item.read).length;
  const handlers = {
    count: vi.fn(async () => ({ unreadCount: unread() })),
    list: vi.fn(async (query: MemberNotificationListQuery) =>
      memberNotificationsPage(items, { page: Number(query.page ?? 1), limit: Number(query.limit ?? 20) }),
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
  };
  const scope = fork({
    handlers: [
      [fetchUnreadCountFx, handlers.count],
      [fetchMemberNotificationsFx, handlers.list],
      [markMemberNotificationReadFx, handlers.markRead],
      [markAllMemberNotificationsReadFx, handlers.markAllRead],
    ],
  });
  return { scope, handlers };
}

describe('member unread count (model)', () => {
  it('asks only while a member is signed in, and empties at logout', async () => {
    const server = inbox();
    const scope = fork({ values: [[$isMember, false]], handlers: [[fetchUnreadCountFx, server.handlers.count]] });
    await allSettled(unreadCountPolled, { scope });
    expect(server.handlers.count).not.toHaveBeenCalled();

    const member = fork({ values: [[$isMember, true]], handlers: [[fetchUnreadCountFx, server.handlers.count]] });
    await allSettled(unreadCountPolled, { scope: member });
    expect(member.getState($unreadCount)).toBe(2);
    await allSettled(userLoggedOut, { scope: member });
    expect(member.getState($unreadCount)).toBe(0);
    // Logged out: the next tick asks nothing.
    expect(member.getState($isMember)).toBe(false);
    const calls = server.handlers.count.mock.calls.length;
    await allSettled(unreadCountPolled, { scope: member });
    expect(server.handlers.count.mock.calls.length).toBe(calls);
  });

  it('words the count and maps the profile link to the member’s own profile form', () => {
    expect(unreadLabel(3)).toBe('Notifications, 3 unread');
    expect(unreadLabel(0)).toBe('Notifications, none unread');
    expect(notificationHref(MEMBER_NOTIFICATION_LINKS.profile, 't1')).toBe('/update-profile/t1');
    expect(notificationHref(MEMBER_NOTIFICATION_LINKS.applications, 't1')).toBe('/dashboard/applications');
    expect(notificationHref('https://evil.example/x', 't1')).toBeNull();
    expect(notificationHref(null, 't1')).toBeNull();
  });
});

describe('MemberNotificationsBell', () => {
  it('shows the unread count in its accessible name', async () => {
    const { scope } = inbox();
    renderWithProviders(<MemberNotificationsBell userId="t1" now={NOTIFICATIONS_NOW} />, { session: tutor, scope });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('asks again every poll interval while mounted, and stops when it unmounts', async () => {
    const { scope, handlers } = inbox();
    const { unmount } = renderWithProviders(<MemberNotificationsBell userId="t1" pollMs={40} />, { session: tutor, scope });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(handlers.count.mock.calls.length).toBeGreaterThanOrEqual(3));
    unmount();
    const calls = handlers.count.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(handlers.count.mock.calls.length).toBe(calls);
  });

  it('opens from the keyboard and Escape closes it, back on the bell', async () => {
    const { scope } = inbox();
    const { user } = renderWithProviders(<MemberNotificationsBell userId="t1" now={NOTIFICATIONS_NOW} />, { session: tutor, scope });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.tab();
    expect(bell).toHaveFocus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByRole('list', { name: 'Latest notifications' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it('asks again when the window gets the focus back', async () => {
    const { scope, handlers } = inbox();
    renderWithProviders(<MemberNotificationsBell userId="t1" />, { session: tutor, scope });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const calls = handlers.count.mock.calls.length;
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(handlers.count.mock.calls.length).toBeGreaterThan(calls));
  });

  it('opens the latest few; opening an unread one marks it read and lowers the count', async () => {
    const { scope, handlers } = inbox();
    const { user, router } = renderWithProviders(<MemberNotificationsBell userId="t1" now={NOTIFICATIONS_NOW} />, {
      session: tutor,
      scope,
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(panel).findByRole('list', { name: 'Latest notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/dashboard/notifications');

    await user.click(within(list).getByRole('link', { name: /Unread: Selected: SK-10234/ }));
    expect(handlers.markRead).toHaveBeenCalledWith('7d1e0000-0000-4000-8000-000000000001');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/tuitions');
  });

  it('marks all as read from the panel', async () => {
    const { scope, handlers } = inbox();
    const { user } = renderWithProviders(<MemberNotificationsBell userId="t1" now={NOTIFICATIONS_NOW} />, { session: tutor, scope });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByRole('list', { name: 'Latest notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(handlers.markAllRead).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).toBeInTheDocument();
    expect(within(panel).queryByText(/Unread:/)).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    const { scope } = inbox([]);
    const { user } = renderWithProviders(<MemberNotificationsBell userId="t1" />, { session: tutor, scope });
    await user.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
