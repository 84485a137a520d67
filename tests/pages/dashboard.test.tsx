import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/entities/session';
import { DashboardPage } from '@/pages/dashboard';
import { fetchUserFx, type DashboardUser } from '@/pages/dashboard/model/dashboard';
import { ApiError } from '@/shared/api';
import { renderWithProviders } from '../render';

const session: SessionUser = { id: 'u1', name: 'Rahima Akter', userType: 'student', token: 'tok' };
const studentRecord: DashboardUser = {
  _id: 'u1',
  name: 'Rahima Akter',
  phone: '01711000000',
  email: 'rahima@example.com',
  userType: 'student',
  studentId: 5001,
  tutorId: null,
  createdAt: '2025-03-14T10:00:00.000Z',
  isVerified: false,
  isAvailable: false,
};

function renderDashboard(handler: (id: string) => Promise<{ user: DashboardUser }>, route = '/dashboard/u1') {
  const fetchUser = vi.fn(handler);
  const scope = fork({ handlers: [[fetchUserFx, fetchUser]] });
  const result = renderWithProviders(<DashboardPage />, {
    session,
    scope,
    route,
    path: route === '/dashboard' ? '/dashboard' : '/dashboard/:id',
  });
  return { ...result, fetchUser };
}

describe('DashboardPage (first version)', () => {
  it('shows "Loading..." in the sidebar, then the name, member id and the student menu', async () => {
    let resolve: (value: { user: DashboardUser }) => void = () => {};
    const { fetchUser } = renderDashboard(() => new Promise((r) => (resolve = r)));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(fetchUser).toHaveBeenCalledWith('u1');
    resolve({ user: studentRecord });

    expect(await screen.findByText('(Id: 5001)')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(menu).toHaveTextContent('Dashboard');
    expect(screen.getByRole('link', { name: 'Posted Job' })).toHaveAttribute('href', '/studentPostedJobs/u1');
    expect(screen.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/update-profile/u1');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Good Afternoon, Rahima Akter!' })).toBeInTheDocument();
    expect(screen.getByText('Member Since: March 14, 2025')).toBeInTheDocument();
  });

  it('hides "Posted Job" from tutors and shows the tutorId', async () => {
    renderDashboard(async () => ({
      user: { ...studentRecord, userType: 'tutor', studentId: null, tutorId: 1007, isVerified: true },
    }));
    expect(await screen.findByText('(Id: 1007)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Posted Job' })).not.toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('shows "Error: {status} {text}" when the call fails', async () => {
    renderDashboard(async () => {
      throw new ApiError('Forbidden', 403, true);
    });
    expect(await screen.findByText('Error: 403 Forbidden')).toBeInTheDocument();
  });

  it('shows "Invalid user data format" when the answer has no user', async () => {
    renderDashboard(async () => {
      throw new ApiError('Unexpected response from the server', 0, false);
    });
    expect(await screen.findByText('Invalid user data format')).toBeInTheDocument();
  });

  it('shows "No user ID provided" without an id', async () => {
    const { fetchUser } = renderDashboard(async () => ({ user: studentRecord }), '/dashboard');
    expect(await screen.findByText('No user ID provided')).toBeInTheDocument();
    expect(fetchUser).not.toHaveBeenCalled();
  });

  it('sends a visitor who is not logged in to /login', async () => {
    const scope = fork({ handlers: [[fetchUserFx, async () => ({ user: studentRecord })]] });
    const { router } = renderWithProviders(<DashboardPage />, { scope, route: '/dashboard/u1', path: '/dashboard/:id', routes: [{ path: '/login', element: <p>Login page</p> }] });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
