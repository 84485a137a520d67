import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ADMIN_LINKS, AdminLayout, adminLinksFor, fetchNotificationsFx } from '@/widgets/admin-layout';
import { fetchUserFx } from '@/entities/user';
import { ROUTE_ACCESS, roleAllows, type User } from '@/shared/api';
import { STAFF_ROLES, type StaffRole } from '@/shared/config';
import { renderWithProviders } from '../render';

const record = (role: StaffRole | null | undefined): User => ({
  _id: 'a1',
  name: 'Staff Member',
  email: 'staff@shikhon.test',
  phone: '01700000000',
  userType: 'admin',
  createdAt: '2025-01-01T00:00:00.000Z',
  isVerified: true,
  isAvailable: true,
  ...(role === undefined ? {} : { role }),
});

function renderLayout(role: StaffRole | null | undefined) {
  const scope = fork({
    handlers: [
      [fetchUserFx, async () => record(role)],
      [fetchNotificationsFx, async () => ({ notifications: [], unread: 0 })],
    ],
  });
  return renderWithProviders(
    <AdminLayout>
      <p>Page body</p>
    </AdminLayout>,
    { route: '/admin', session: { id: 'a1', name: 'Staff Member', token: 't0k3n', userType: 'admin' }, scope },
  );
}

const EXPECTED: Record<StaffRole, string[]> = {
  owner: ADMIN_LINKS.map((link) => link.label),
  matcher: [
    'Dashboard',
    'Tuitions',
    'Guardians/Students',
    'Tutors',
    'Create tuition',
    'Tutor requests',
    'Applications',
    'Guardian/Student requests',
    'Member reports',
  ],
  verifier: ['Dashboard', 'Guardians/Students', 'Tutors'],
  finance: ['Dashboard', 'Applications', 'Payment info', 'Member reports'],
  content: ['Dashboard', 'Testimonials', 'Affiliate'],
};

describe('the admin sidebar shows a staff member only the pages their role may open', () => {
  it('every link names contract routes, and the owner alone sees the activity log', () => {
    for (const link of ADMIN_LINKS) {
      expect(link.needs.length).toBeGreaterThan(0);
      for (const key of link.needs) expect(ROUTE_ACCESS[key]).toBeDefined();
    }
    for (const role of STAFF_ROLES) {
      const shown = adminLinksFor(role).map((link) => link.label);
      expect(shown).toEqual(EXPECTED[role]);
      expect(shown.includes('Activity log')).toBe(role === 'owner');
      // The same answer as the server's guard for every route each shown page needs.
      for (const link of adminLinksFor(role)) for (const key of link.needs) expect(roleAllows(ROUTE_ACCESS[key], role)).toBe(true);
    }
    // An admin with no role is let into no admin route by the server: no page but none.
    expect(adminLinksFor(null)).toEqual([]);
    // Not known yet: every link (the server still guards).
    expect(adminLinksFor(undefined)).toEqual(ADMIN_LINKS);
  });

  it.each(STAFF_ROLES.map((role) => [role] as const))('as %s, the rendered sidebar lists exactly its pages', async (role) => {
    renderLayout(role);
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    await waitFor(() => expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(EXPECTED[role]));
  });
});

describe('the admin layout story of a finance staff member', () => {
  it('lists Dashboard, Applications (to override an overdue fee), Payment info and Member reports only', async () => {
    const { composeStories } = await import('@storybook/react-vite');
    const { render } = await import('@testing-library/react');
    const { withApp } = await import('../../stories/decorators');
    const stories = composeStories(await import('../../stories/widgets/AdminLayout.stories'), { decorators: [withApp] });
    render(<stories.FinanceRole />);
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await waitFor(() => expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Applications', 'Payment info', 'Member reports']));
  });
});
