import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { adminLoginMachine, type AdminLoginInput, type AdminLoginOutput } from '@machines/admin-login';
import { AdminLoginPage } from '@/pages/admin-login';
import { ApiError } from '@/shared/api';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Admin User', token: 't0k3n', userType: 'admin' as const };

function renderPage(login: (input: AdminLoginInput) => Promise<AdminLoginOutput>, session: typeof admin | null = null) {
  const calls: AdminLoginInput[] = [];
  const actor = fromPromise<AdminLoginOutput, AdminLoginInput>(({ input }) => {
    calls.push(input);
    return login(input);
  });
  const rendered = renderWithProviders(
    <AdminLoginPage flow={{ logic: adminLoginMachine.provide({ actors: { login: actor } }) }} />,
    { route: '/admin/login', path: '/admin/login', session, routes: [{ path: '/admin', element: <p>Admin home</p> }] },
  );
  return { ...rendered, calls };
}

const email = () => screen.getByLabelText('Email address');
const password = () => screen.getByLabelText('Password', { selector: 'input' });

afterEach(() => vi.useRealTimers());

describe('admin login page', () => {
  it('shows every text of the spec', async () => {
    renderPage(() => new Promise(() => {}));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard Login' })).toBeInTheDocument();
    expect(screen.getByText('Access the admin control panel to manage tutors, students, and tuition jobs')).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toBeRequired();
    expect(password()).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByText(/Not an administrator\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to main site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('asks for both fields without calling the server', async () => {
    const { user, calls } = renderPage(() => Promise.resolve({ user: admin }));
    await user.type(email(), 'admin@shikhon.test');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(calls).toHaveLength(0);
  });

  it('reads "Logging in..." and is disabled while the call runs', async () => {
    const { user, calls } = renderPage(() => new Promise(() => {}));
    await user.type(email(), 'admin@shikhon.test');
    await user.type(password(), 'Admin@Shikhon1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(calls).toEqual([{ emailOrPhone: 'admin@shikhon.test', password: 'Admin@Shikhon1', userType: 'admin', rememberMe: true }]);
  });

  it('shows "Invalid credentials" when the server refuses', async () => {
    const { user } = renderPage(() => Promise.reject(new ApiError('This account is not an admin account.', 401, true)));
    await user.type(email(), 'rahim@example.com');
    await user.type(password(), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('stores the session, shows the success banner, then opens /admin after 1500 ms', async () => {
    const { user, storage, router } = renderPage(() => Promise.resolve({ user: admin }));
    await user.type(email(), 'admin@shikhon.test');
    await user.type(password(), 'Admin@Shikhon1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login successful. Redirecting...')).toBeInTheDocument();
    expect(storage.getItem('token')).toBe('t0k3n');
    expect(storage.getItem('userType')).toBe('admin');
    expect(router.state.location.pathname).toBe('/admin/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 10_000 });
    // The router's state moves before React draws the new page: wait for the page too (a loaded CI machine is slow).
    expect(await screen.findByText('Admin home')).toBeInTheDocument();
  });

  it('sends an admin who is already signed in straight to /admin', async () => {
    const { router } = renderPage(() => new Promise(() => {}), admin);
    expect(await screen.findByText('Admin home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
