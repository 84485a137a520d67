import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { fetchUserFx } from '@/entities/user';
import type { User } from '@/shared/api';
import { ADMIN_LINKS, AdminLayout, fetchNotificationsFx } from '@/widgets/admin-layout';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };
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

function renderLayout(route = '/admin', options: { requestLogout?: () => Promise<unknown> } = {}) {
  const scope = fork({
    handlers: [
      [fetchUserFx, async () => adminRecord],
      [fetchNotificationsFx, async () => ({ notifications: [], unread: 0 })],
    ],
  });
  return renderWithProviders(
    <AdminLayout>
      <p>Page body</p>
    </AdminLayout>,
    { route, session: admin, scope, routes: [{ path: '/login', element: <p>Member login</p> }], ...options },
  );
}

const sidebar = () => screen.getByRole('navigation', { name: 'Admin' });

describe('admin layout', () => {
  it("lists the spec's links in order, with the page in the middle", () => {
    renderLayout();
    const labels = within(sidebar())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Tuitions',
      'Guardians/Students',
      'Tutors',
      'Create tuition',
      'Tutor requests',
      'Applications',
      'Guardian/Student requests',
      'Testimonials',
      'Payment info',
      'Affiliate',
      'Member reports',
      'Activity log',
    ]);
    expect(ADMIN_LINKS.map((link) => link.to)).toContain('/admin/student-tutor-requests');
    expect(screen.getByText('Page body')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Admin User\s*View profile/ })).toHaveAttribute('href', '/admin/profile');
  });

  it('highlights a link only on an exact path match', () => {
    renderLayout('/admin/tutors');
    const current = within(sidebar()).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Tutors']);
    // /admin is a prefix of /admin/tutors, yet Dashboard is not highlighted.
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('highlights nothing on a path below a link', () => {
    renderLayout('/admin/tutors/123');
    const current = within(sidebar()).queryAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(0);
  });

  it('collapses to icons and expands again, every link keeping its name', async () => {
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(within(sidebar()).queryByText('Tutors')).toBeNull();
    expect(within(sidebar()).getByRole('link', { name: 'Tutors' })).toHaveAttribute('href', '/admin/tutors');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(within(sidebar()).getByText('Tutors')).toBeInTheDocument();
  });

  it('has the search box and the home link in the header', () => {
    renderLayout();
    expect(screen.getByPlaceholderText('Search...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it("shows the admin's initial, name and e-mail, and the menu closes on an outside click", async () => {
    const { user } = renderLayout();
    const trigger = await screen.findByRole('button', { name: 'Account menu of Farhana Admin' });
    await waitFor(() => expect(trigger).toHaveTextContent('admin@shikhon.test'));
    expect(trigger).toHaveTextContent('F');
    await user.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Your Profile' })).toHaveAttribute('href', '/admin/profile');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    await user.click(screen.getByText('Page body'));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Your Profile' })).toBeNull());
  });

  it('signs out: calls logout, clears the five keys and goes to /login', async () => {
    const { user, requestLogout, storage, router } = renderLayout();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requestLogout).toHaveBeenCalledTimes(1);
    for (const key of ['token', 'userId', 'userName', 'userType', 'tutorId']) expect(storage.getItem(key)).toBeNull();
  });

  it('signs out even when the logout call fails', async () => {
    const { user, storage, router } = renderLayout('/admin', { requestLogout: () => Promise.reject(new Error('offline')) });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storage.getItem('token')).toBeNull();
  });
});
