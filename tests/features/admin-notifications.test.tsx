import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/entities/session';
import {
  clearNotificationsFx,
  dismissNotificationFx,
  fetchNotificationsFx,
  formatAge,
  markAllNotificationsReadFx,
  markNotificationReadFx,
  NotificationsBell,
} from '@/widgets/admin-layout';
import { ApiError, type AdminNotification, type NotificationListResponse } from '@/shared/api';
import { renderWithProviders } from '../render';

const admin: SessionUser = { id: 'a1', name: 'Ops', userType: 'admin', token: 'tok' };

const item = (id: string, overrides: Partial<AdminNotification> = {}): AdminNotification => ({
  id,
  kind: 'registration',
  type: 'info',
  title: `Title ${id}`,
  message: `Message ${id}`,
  link: null,
  read: false,
  createdAt: new Date().toISOString(),
  ...overrides,
});

/** A server stand-in: the handlers change one in-memory inbox, like the real routes. */
function inbox(initial: AdminNotification[]) {
  let items = [...initial];
  const answer = (): NotificationListResponse => ({
    notifications: items,
    unread: items.filter((n) => !n.read).length,
  });
  const handlers = {
    list: vi.fn(async () => answer()),
    markRead: vi.fn(async (id: string) => {
      items = items.map((n) => (n.id === id ? { ...n, read: true } : n));
      return answer();
    }),
    markAllRead: vi.fn(async () => {
      items = items.map((n) => ({ ...n, read: true }));
      return answer();
    }),
    dismiss: vi.fn(async (id: string) => {
      items = items.filter((n) => n.id !== id);
      return answer();
    }),
    clearAll: vi.fn(async () => {
      items = [];
      return answer();
    }),
  };
  const scope = fork({
    handlers: [
      [fetchNotificationsFx, handlers.list],
      [markNotificationReadFx, handlers.markRead],
      [markAllNotificationsReadFx, handlers.markAllRead],
      [dismissNotificationFx, handlers.dismiss],
      [clearNotificationsFx, handlers.clearAll],
    ],
  });
  return { scope, handlers, add: (n: AdminNotification) => (items = [n, ...items]) };
}

async function openDrawer(user: ReturnType<typeof renderWithProviders>['user'], name: string | RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('NotificationsBell', () => {
  it('shows the unread count and lists items with icon, title, message, time and the tint', async () => {
    const server = inbox([
      item('n1', { type: 'success', title: 'New Registration', message: 'Nusrat registered as a Student' }),
      item('n2', { type: 'warning', read: true }),
      item('n3', { type: 'error' }),
    ]);
    const { user } = renderWithProviders(<NotificationsBell />, { session: admin, scope: server.scope });
    const drawer = await openDrawer(user, 'Notifications (2 unread)');
    expect(screen.getByText('2')).toBeInTheDocument();

    const unread = within(drawer).getByRole('listitem', { name: 'New Registration (unread)' });
    expect(within(unread).getByText('Nusrat registered as a Student')).toBeInTheDocument();
    expect(within(unread).getByText('Just now')).toBeInTheDocument();
    expect(unread.querySelector('[data-type="success"]')).not.toBeNull();
    expect(unread).toHaveAttribute('data-unread');
    expect(within(unread).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();

    const read = within(drawer).getByRole('listitem', { name: 'Title n2' });
    expect(read).not.toHaveAttribute('data-unread');
    expect(within(read).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
  });

  it('marks one read, then all read ("Mark all as read" goes away)', async () => {
    const server = inbox([item('n1'), item('n2')]);
    const { user } = renderWithProviders(<NotificationsBell />, { session: admin, scope: server.scope });
    const drawer = await openDrawer(user, 'Notifications (2 unread)');

    const first = within(drawer).getByRole('listitem', { name: 'Title n1 (unread)' });
    await user.click(within(first).getByRole('button', { name: 'Mark as read' }));
    expect(server.handlers.markRead).toHaveBeenCalledWith('n1');
    expect(await within(drawer).findByRole('listitem', { name: 'Title n1' })).not.toHaveAttribute('data-unread');
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(within(drawer).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument(),
    );
    expect(server.handlers.markAllRead).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('dismisses one item with its X', async () => {
    const server = inbox([item('n1'), item('n2')]);
    const { user } = renderWithProviders(<NotificationsBell />, { session: admin, scope: server.scope });
    const drawer = await openDrawer(user, /Notifications/);
    await user.click(within(drawer).getByRole('button', { name: 'Dismiss Title n1' }));
    await waitFor(() => expect(within(drawer).queryByText('Title n1')).not.toBeInTheDocument());
    expect(server.handlers.dismiss).toHaveBeenCalledWith('n1');
    expect(within(drawer).getByText('Title n2')).toBeInTheDocument();
  });

  it('"Clear All Notifications" clears the list and shows "No notifications"', async () => {
    const server = inbox([item('n1'), item('n2', { read: true })]);
    const { user } = renderWithProviders(<NotificationsBell />, { session: admin, scope: server.scope });
    const drawer = await openDrawer(user, /Notifications/);
    await user.click(within(drawer).getByRole('button', { name: 'Clear All Notifications' }));
    expect(await within(drawer).findByText('No notifications')).toBeInTheDocument();
    expect(server.handlers.clearAll).toHaveBeenCalledTimes(1);
    expect(within(drawer).queryByRole('button', { name: 'Clear All Notifications' })).not.toBeInTheDocument();
  });

  it('a linked title goes to where the admin acts, marks it read and closes the drawer', async () => {
    const server = inbox([item('n1', { title: 'New Application', link: '/admin/applications' })]);
    const { user } = renderWithProviders(<NotificationsBell />, {
      session: admin,
      scope: server.scope,
      routes: [{ path: '/admin/applications', element: <p>Applications page</p> }],
    });
    const drawer = await openDrawer(user, 'Notifications (1 unread)');
    await user.click(within(drawer).getByRole('link', { name: 'New Application' }));
    expect(await screen.findByText('Applications page')).toBeInTheDocument();
    expect(server.handlers.markRead).toHaveBeenCalledWith('n1');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('shows the empty state', async () => {
    const server = inbox([]);
    const { user } = renderWithProviders(<NotificationsBell />, { session: admin, scope: server.scope });
    const drawer = await openDrawer(user, 'Notifications');
    expect(await within(drawer).findByText('No notifications')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('picks up new items by polling, without a reload', async () => {
    const server = inbox([item('n1', { read: true })]);
    renderWithProviders(<NotificationsBell pollMs={40} />, { session: admin, scope: server.scope });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    server.add(item('n2', { title: 'New Contact Request' }));
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    expect(server.handlers.list.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('shows a load failure with Try Again, which loads again', async () => {
    const failure = new ApiError('Server unavailable', 500, true);
    const list = vi
      .fn<() => Promise<NotificationListResponse>>()
      .mockRejectedValueOnce(failure)
      .mockRejectedValueOnce(failure)
      .mockResolvedValue({ notifications: [], unread: 0 });
    const scope = fork({ handlers: [[fetchNotificationsFx, list]] });
    const { user } = renderWithProviders(<NotificationsBell pollMs={60_000} />, { session: admin, scope });
    const drawer = await openDrawer(user, 'Notifications');
    expect(await within(drawer).findByText('Server unavailable')).toBeInTheDocument();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    await user.click(within(drawer).getByRole('button', { name: 'Try Again' }));
    expect(await within(drawer).findByText('No notifications')).toBeInTheDocument();
    expect(within(drawer).queryByText('Server unavailable')).not.toBeInTheDocument();
  });
});

describe('formatAge', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  it('reads as a recent age, then as a date', () => {
    expect(formatAge('2026-03-10T11:59:30.000Z', now)).toBe('Just now');
    expect(formatAge('2026-03-10T11:55:00.000Z', now)).toBe('5 min ago');
    expect(formatAge('2026-03-10T09:00:00.000Z', now)).toBe('3 h ago');
    expect(formatAge('2026-03-08T09:00:00.000Z', now)).toMatch(/^March 8, 2026, \d{1,2}:00 [AP]M$/);
  });
});
