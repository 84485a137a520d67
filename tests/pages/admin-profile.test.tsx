import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUserFx } from '@/entities/user';
import { AdminProfilePage, changePasswordFx } from '@/pages/admin-profile';
import { ApiError, type ChangePasswordBody, type User } from '@/shared/api';
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

function renderProfile(change: (body: ChangePasswordBody) => Promise<{ message: string }>, loadUser = async () => adminRecord) {
  const changeHandler = vi.fn(change);
  const scope = fork({ handlers: [[fetchUserFx, loadUser], [changePasswordFx, changeHandler]] });
  return { ...renderWithProviders(<AdminProfilePage />, { route: '/admin/profile', session: admin, scope }), changeHandler };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function fill(user: ReturnType<typeof renderProfile>['user'], current: string, next: string, confirm = next) {
  if (current) await user.type(field('Current password'), current);
  if (next) await user.type(field('New password'), next);
  if (confirm) await user.type(field('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

afterEach(() => notifications.clean());

describe('admin profile page', () => {
  it("shows the admin's details", async () => {
    renderProfile(async () => ({ message: 'ok' }));
    expect(await screen.findByText('admin@shikhon.test')).toBeInTheDocument();
    expect(screen.getByText('01700000000')).toBeInTheDocument();
    expect(screen.getByText('Farhana Admin')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
  });

  it('shows why the details could not be loaded', async () => {
    renderProfile(
      async () => ({ message: 'ok' }),
      async () => {
        throw new ApiError('Your session has expired. Please log in again.', 401, true);
      },
    );
    // The server's sentence, never "401 Unauthorized".
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired. Please log in again.');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/401|Unauthorized/);
  });

  it.each([
    ['a missing field', ['old-pass', 'new-pass-1', ''], 'Please fill in all fields'],
    ['a mismatch', ['old-pass', 'new-pass-1', 'new-pass-2'], 'Passwords do not match!'],
    ['a short password', ['old-pass', '12345', '12345'], 'Password must be at least 8 characters'],
    ['the same password', ['old-pass', 'old-pass', 'old-pass'], 'The new password must differ from the current one.'],
  ])('refuses %s without calling the server', async (_case, [current, next, confirm], message) => {
    const { user, changeHandler } = renderProfile(async () => ({ message: 'ok' }));
    await screen.findByText('admin@shikhon.test');
    await fill(user, current!, next!, confirm!);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(changeHandler).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a wrong current password", async () => {
    const { user } = renderProfile(async () => {
      throw new ApiError('Your current password is incorrect.', 400, true);
    });
    await fill(user, 'wrong-pass', 'new-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
  });

  it('changes the password: sends both, toasts the answer and clears the fields', async () => {
    const { user, changeHandler } = renderProfile(async () => ({ message: 'Password changed successfully' }));
    await fill(user, 'Admin@Shikhon1', 'New@Shikhon2');
    await waitFor(() =>
      expect(changeHandler).toHaveBeenCalledWith({ currentPassword: 'Admin@Shikhon1', newPassword: 'New@Shikhon2' }),
    );
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    await waitFor(() => expect(field('Current password')).toHaveValue(''));
    expect(field('New password')).toHaveValue('');
    // The toast is an alert too; the form itself shows none.
    expect(within(screen.getByRole('form', { name: 'Change password' })).queryByRole('alert')).toBeNull();
  });
});
