import { screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '@/app/router/admin-routes';
import type { SessionUser } from '@/entities/session';
import { fetchUserFx } from '@/entities/user';
import type { User } from '@/shared/api';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };
const student = { id: 's1', name: 'Rahim', token: 's-t0k3n', userType: 'student' as const };
const adminRecord: User = {
  _id: 'a1',
  name: 'Farhana Admin',
  email: 'admin@shikhon.test',
  phone: '01700000000',
  userType: 'admin',
  createdAt: '2025-01-01T00:00:00.000Z',
  isVerified: true,
  isAvailable: true,
};

// The admin chunks are lazy: their first import can take seconds while other test files run.
const LAZY = { timeout: 15_000 };

function renderAdmin(route: string, session: SessionUser | null) {
  const scope = fork({ handlers: [[fetchUserFx, async () => adminRecord]] });
  return renderWithProviders(<p>Somewhere else</p>, { route, path: '/elsewhere', routes: adminRoutes, session, scope });
}

describe('admin guard', () => {
  it('shows a spinner while the session is being restored', () => {
    renderAdmin('/admin', admin);
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
  });

  it.each([
    ['a visitor', null],
    ['a student', student],
    ['a tutor', { ...student, userType: 'tutor' as const }],
  ])('sends %s to /admin/login, replacing the history entry', async (_who, session) => {
    const { router } = renderAdmin('/admin/profile', session);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), LAZY);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard Login' }, LAZY)).toBeInTheDocument();
  });

  it('lets an admin in: the layout and the dashboard', async () => {
    const { router } = renderAdmin('/admin', admin);
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it("opens /admin/profile with the admin's details", async () => {
    renderAdmin('/admin/profile', admin);
    expect(await screen.findByRole('heading', { name: 'Admin Profile' }, LAZY)).toBeInTheDocument();
    expect(await screen.findAllByText('admin@shikhon.test')).not.toHaveLength(0);
    expect(screen.getByText('01700000000')).toBeInTheDocument();
  });
});
