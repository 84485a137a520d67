import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberAccessButton, memberAccessFx } from '@/features/deactivate-member';
import { ApiError } from '@/shared/api';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };
const member = { _id: '00000000-0000-4000-8000-000000000009', name: 'Rahim Uddin' };

function renderButton(handler: () => Promise<{ message: string }>, disabled = false) {
  const accessHandler = vi.fn(handler);
  const scope = fork({ handlers: [[memberAccessFx, accessHandler]] });
  return { ...renderWithProviders(<MemberAccessButton member={{ ...member, disabled }} />, { route: '/admin/tutors', session: admin, scope }), accessHandler };
}

afterEach(() => notifications.clean());

describe('Deactivate / Reactivate', () => {
  it('asks first, then deactivates and shows the answer', async () => {
    const { user, accessHandler } = renderButton(async () => ({ message: 'Account deactivated: the member is signed out and can no longer sign in' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate Rahim Uddin' }));
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
    await user.click(screen.getByRole('button', { name: 'Reactivate Rahim Uddin' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(accessHandler).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reactivate Rahim Uddin' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reactivate' }));
    expect(accessHandler).toHaveBeenCalledWith({ userId: member._id, deactivate: false });
    expect(await screen.findByText('This account is not deactivated')).toBeInTheDocument();
  });
});
