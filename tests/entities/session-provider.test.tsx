import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  readStoredSession,
  useSessionCommands,
  useSessionLoading,
  useSessionUser,
  type SessionUser,
} from '@/entities/session';
import { renderWithProviders } from '../render';

const tutor: SessionUser = { id: 't-1', name: 'Karim Uddin', userType: 'tutor', token: 'tok-t', tutorId: 77 };

function SessionProbe() {
  const user = useSessionUser();
  const loading = useSessionLoading();
  const { logIn, logOut } = useSessionCommands();
  return (
    <div>
      <p>{loading ? 'restoring' : user ? `signed in as ${user.name} (${user.userType}, tutorId ${user.tutorId})` : 'signed out'}</p>
      <button type="button" onClick={() => logIn(tutor)}>
        log in
      </button>
      <button type="button" onClick={logOut}>
        log out
      </button>
    </div>
  );
}

describe('SessionProvider and the session hooks', () => {
  it('restores the stored user at start-up', async () => {
    renderWithProviders(<SessionProbe />, { session: tutor });
    expect(await screen.findByText('signed in as Karim Uddin (tutor, tutorId 77)')).toBeInTheDocument();
  });

  it('ends loading signed out when nothing is stored', async () => {
    renderWithProviders(<SessionProbe />);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('logIn sets the user and writes the five keys', async () => {
    const { user, storage } = renderWithProviders(<SessionProbe />);
    await screen.findByText('signed out');
    await user.click(screen.getByRole('button', { name: 'log in' }));
    expect(screen.getByText('signed in as Karim Uddin (tutor, tutorId 77)')).toBeInTheDocument();
    expect(readStoredSession(storage)).toEqual(tutor);
    expect(storage.getItem('tutorId')).toBe('77');
  });

  it('logOut clears the keys and goes to /login', async () => {
    const { user, storage, router, requestLogout } = renderWithProviders(<SessionProbe />, {
      session: tutor,
      route: '/dashboard/t-1',
    });
    await screen.findByText(/signed in as/);
    await user.click(screen.getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requestLogout).toHaveBeenCalledOnce();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(readStoredSession(storage)).toBeNull();
  });
});
