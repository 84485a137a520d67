import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/entities/session';
import { DeleteTuition, deleteTuitionFx } from '@/features/delete-tuition';
import { ApiError } from '@/shared/api';
import type { MessageResponse } from '@/shared/api';
import { renderWithProviders } from '../render';

const admin: SessionUser = { id: 'a1', name: 'Ops', userType: 'admin', token: 'tok' };
const tutor: SessionUser = { id: 't1', name: 'Karim Uddin', userType: 'tutor', token: 'tok', tutorId: 1007 };
const CONFIRM = 'Are you sure you want to delete this tuition post? This action cannot be undone.';

function renderDelete(session: SessionUser | null, handler?: (jobId: string) => Promise<MessageResponse>) {
  const remove = vi.fn(handler ?? (async () => ({ message: 'Tuition deleted' })));
  const scope = fork({ handlers: [[deleteTuitionFx, remove]] });
  const result = renderWithProviders(<DeleteTuition jobId="job-1" />, {
    session,
    scope,
    route: '/tuition_details/job-1',
    path: '/tuition_details/:id',
    routes: [{ path: '/tuition_list', element: <p>The board</p> }],
  });
  return { ...result, remove };
}

// Toasts live in a module-wide store: each test starts with none.
afterEach(() => notifications.clean());

describe('DeleteTuition', () => {
  it('is not there for anyone but an admin', async () => {
    renderDelete(tutor);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Delete Tuition' })).not.toBeInTheDocument();
  });

  it('asks for confirmation; Cancel closes without deleting', async () => {
    const { user, remove } = renderDelete(admin);
    await user.click(await screen.findByRole('button', { name: 'Delete Tuition' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CONFIRM);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes with "Deleting...", then toasts and goes to /tuition_list', async () => {
    let release: (value: MessageResponse) => void = () => {};
    const { user, remove, router } = renderDelete(admin, () => new Promise((resolve) => (release = resolve)));
    await user.click(await screen.findByRole('button', { name: 'Delete Tuition' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('job-1');
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    release({ message: 'Tuition deleted' });
    expect(await screen.findByText('The board')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tuition_list');
    expect(await screen.findByText('Tuition deleted successfully')).toBeInTheDocument();
  });

  it("shows the server's message on failure and stays on the job", async () => {
    const { user, router } = renderDelete(admin, async () => {
      throw new ApiError('Tuition not found', 404, true);
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Tuition' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tuition not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tuition_details/job-1');
  });

  it('says "Failed to delete tuition" when there is no server message', async () => {
    const { user } = renderDelete(admin, async () => {
      throw new ApiError('Failed to fetch', 0, false);
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Tuition' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete tuition')).toBeInTheDocument();
  });
});
