import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUnreadCountFx } from '@/entities/member-notification';
import { readStoredSession, type SessionUser } from '@/entities/session';
import { $authToken } from '@/shared/api';
import { Header } from '@/widgets/header';
import { renderWithProviders, setViewport } from '../render';

const student: SessionUser = { id: 's-42', name: 'Rahima Akter', userType: 'student', token: 'tok-s' };
const tutor: SessionUser = { id: 't-7', name: 'Karim Uddin', userType: 'tutor', token: 'tok-t', tutorId: 1007 };
const admin: SessionUser = { id: 'a-1', name: 'Operations Admin', userType: 'admin', token: 'tok-a' };

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

/** Opens the wide-screen menu headed by the user's name and returns its items by name. */
async function openUserMenu(name: string, user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await within(mainNav()).findByRole('button', { name }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => [item.textContent, item.getAttribute('href')]);
}

describe('Header', () => {
  afterEach(() => setViewport(1024, 768));

  it('shows the logo, the public links, Register and Login when logged out', async () => {
    renderWithProviders(<Header />);
    const nav = mainNav();
    expect(await within(nav).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
    expect(within(nav).getByRole('link', { name: 'Tuition Board' })).toHaveAttribute('href', '/tution_list');
    expect(within(nav).getByRole('link', { name: 'Hire a Tutor' })).toHaveAttribute('href', '/request_for_tutor');
    expect(screen.getByRole('link', { name: 'Shikhon home' })).toHaveAttribute('href', '/');
    expect(within(nav).queryByRole('button', { name: /account|Dashboard/ })).not.toBeInTheDocument();
  });

  it('gives a student a menu headed by their name with Dashboard, Update Profile and Logout', async () => {
    const { user } = renderWithProviders(<Header />, { session: student });
    const items = await openUserMenu('Rahima Akter', user);
    expect(items).toEqual([
      ['Dashboard', '/dashboard/s-42'],
      ['Update Profile', '/update-profile/s-42'],
      ['Logout', null],
    ]);
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('gives a tutor the same member menu', async () => {
    const { user } = renderWithProviders(<Header />, { session: tutor });
    const items = await openUserMenu('Karim Uddin', user);
    expect(items).toEqual([
      ['Dashboard', '/dashboard/t-7'],
      ['Update Profile', '/update-profile/t-7'],
      ['Logout', null],
    ]);
  });

  it('gives an admin Admin Dashboard instead of Update Profile', async () => {
    const { user } = renderWithProviders(<Header />, { session: admin });
    const items = await openUserMenu('Operations Admin', user);
    expect(items).toEqual([
      ['Dashboard', '/dashboard/a-1'],
      ['Admin Dashboard', '/admin'],
      ['Logout', null],
    ]);
  });

  it('logs out: calls logout with the token in the scope, clears the five keys and goes to /login', async () => {
    let tokenDuringCall: string | null = null;
    const scope = fork();
    const { user, router, storage, requestLogout } = renderWithProviders(<Header />, {
      session: student,
      route: '/dashboard/s-42',
      scope,
      requestLogout: async () => {
        tokenDuringCall = scope.getState($authToken);
        return { message: 'Logged out' };
      },
    });
    await openUserMenu('Rahima Akter', user);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requestLogout).toHaveBeenCalledOnce();
    expect(tokenDuringCall).toBe('tok-s');
    expect(scope.getState($authToken)).toBeNull();
    expect(readStoredSession(storage)).toBeNull();
    for (const key of ['token', 'userId', 'userName', 'userType', 'tutorId']) expect(storage.getItem(key)).toBeNull();
    expect(await within(mainNav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('logs out even when the logout call fails', async () => {
    const { user, router, storage } = renderWithProviders(<Header />, {
      session: tutor,
      requestLogout: async () => {
        throw new Error('Network down');
      },
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openUserMenu('Karim Uddin', user);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.getItem('tutorId')).toBeNull();
    expect(consoleError).toHaveBeenCalled();
    expect(within(mainNav()).queryByRole('button', { name: 'Karim Uddin' })).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('opens the member menu from the keyboard', async () => {
    const { user } = renderWithProviders(<Header />, { session: student });
    const trigger = await within(mainNav()).findByRole('button', { name: 'Rahima Akter' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('on narrow screens the toggle opens and closes the menu (logged out)', async () => {
    setViewport(360);
    const { user } = renderWithProviders(<Header />);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Toggle navigation menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Tuition Board' })).toHaveAttribute('href', '/tution_list');
    expect(within(mobile).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(mobile).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
  });

  it('on narrow screens the toggle shows the member menu, and Logout works from it', async () => {
    setViewport(360);
    const { user, router, storage } = renderWithProviders(<Header />, { session: admin });
    await user.click(screen.getByRole('button', { name: 'Toggle navigation menu' }));
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(await within(mobile).findByText('Operations Admin')).toBeInTheDocument();
    expect(within(mobile).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/a-1');
    expect(within(mobile).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(mobile).queryByRole('link', { name: 'Update Profile' })).not.toBeInTheDocument();

    await user.click(within(mobile).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readStoredSession(storage)).toBeNull();
    expect(screen.getByRole('button', { name: 'Toggle navigation menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives a member the notifications bell with the unread count, and staff none', async () => {
    const scope = fork({ handlers: [[fetchUnreadCountFx, async () => ({ unreadCount: 3 })]] });
    renderWithProviders(<Header />, { session: tutor, scope });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    cleanup();
    renderWithProviders(<Header />, { session: admin, scope: fork() });
    await within(mainNav()).findByRole('button', { name: 'Operations Admin' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});
