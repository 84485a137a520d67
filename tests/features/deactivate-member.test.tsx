import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $sessionUser } from '@/entities/session';
import { $users } from '@/entities/user';
import { MemberAccessButton, memberAccessFx } from '@/features/deactivate-member';
import { ApiError, ROUTE_ACCESS, roleAllows, type User } from '@/shared/api';
import { STAFF_ROLES, type StaffRole } from '@/shared/config';
import { storyAdminRecord } from '../../stories/pages/admin-fixtures';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };
const member = { _id: '00000000-0000-4000-8000-000000000009', name: 'Rahim Uddin' };

/** The signed-in staff member's record, with their role (the owner unless told). */
const adminRecord = (role: StaffRole | null): User => ({ ...storyAdminRecord, _id: admin.id, name: admin.name, role });

function renderButton(handler: () => Promise<{ message: string }>, disabled = false, role: StaffRole | null = 'owner') {
  const accessHandler = vi.fn(handler);
  const scope = fork({ values: [[$users, { [admin.id]: adminRecord(role) }]], handlers: [[memberAccessFx, accessHandler]] });
  return { ...renderWithProviders(<MemberAccessButton member={{ ...member, disabled }} />, { route: '/admin/tutors', session: admin, scope }), accessHandler };
}

afterEach(() => notifications.clean());

/** The session restored (the screen has rendered for the signed-in staff member). */
const signedIn = (scope: Scope) => waitFor(() => expect(scope.getState($sessionUser)?.id).toBe(admin.id));

describe('Deactivate / Reactivate', () => {
  it('asks first, then deactivates and shows the answer', async () => {
    const { user, accessHandler } = renderButton(async () => ({ message: 'Account deactivated: the member is signed out and can no longer sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Deactivate Rahim Uddin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate account' });
    expect(dialog).toHaveTextContent('signed out at once');
    expect(accessHandler).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(accessHandler).toHaveBeenCalledWith({ userId: member._id, deactivate: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Account deactivated: the member is signed out and can no longer sign in')).toBeInTheDocument();
  });

  it('Cancel changes nothing; a deactivated member offers Reactivate; a refusal shows the server sentence', async () => {
    const { user, accessHandler } = renderButton(async () => {
      throw new ApiError('This account is not deactivated', 409, true);
    }, true);
    await user.click(await screen.findByRole('button', { name: 'Reactivate Rahim Uddin' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(accessHandler).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reactivate Rahim Uddin' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reactivate' }));
    expect(accessHandler).toHaveBeenCalledWith({ userId: member._id, deactivate: false });
    expect(await screen.findByText('This account is not deactivated')).toBeInTheDocument();
  });

  // The contract lets only the owner call deactivate and reactivate (roles: []); the button follows it, not a list of
  // its own.
  it.each(STAFF_ROLES)('%s sees Deactivate and Reactivate only if the contract lets the role call the route', async (role) => {
    const mayDeactivate = roleAllows(ROUTE_ACCESS['PUT /api/admin/users/:id/deactivate'], role);
    const mayReactivate = roleAllows(ROUTE_ACCESS['PUT /api/admin/users/:id/reactivate'], role);
    expect(mayDeactivate).toBe(role === 'owner');
    const active = renderButton(async () => ({ message: 'ok' }), false, role);
    await signedIn(active.scope);
    expect(screen.queryByRole('button', { name: 'Deactivate Rahim Uddin' }) !== null).toBe(mayDeactivate);
    active.unmount();
    const deactivated = renderButton(async () => ({ message: 'ok' }), true, role);
    await signedIn(deactivated.scope);
    expect(screen.queryByRole('button', { name: 'Reactivate Rahim Uddin' }) !== null).toBe(mayReactivate);
  });

  it('shows nothing while the role is not known', async () => {
    await signedIn(renderButton(async () => ({ message: 'ok' }), false, null).scope);
    expect(screen.queryByRole('button', { name: /Deactivate|Reactivate/ })).toBeNull();
  });
});
