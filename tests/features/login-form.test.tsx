import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { loginMachine, type LoginInput, type LoginOutput } from '@machines/login';
import { LoginForm } from '@/pages/login';
import { ApiError } from '@/shared/api';
import { renderWithProviders } from '../render';

function renderLogin(login: (input: LoginInput) => Promise<LoginOutput>) {
  const calls: LoginInput[] = [];
  const actor = fromPromise<LoginOutput, LoginInput>(({ input }) => {
    calls.push(input);
    return login(input);
  });
  const rendered = renderWithProviders(
    <LoginForm logic={loginMachine.provide({ actors: { login: actor } })} />,
    {
      route: '/login',
      path: '/login',
      routes: [
        { path: '/dashboard/:id', element: <p>Dashboard page</p> },
        { path: '/tuition_details/:id', element: <p>Job page</p> },
      ],
    },
  );
  return { ...rendered, calls };
}

/** Opens /login as "Apply Now" does for a guest: `navigate('/login', { state: { from } })`. */
async function renderLoginFrom(from: unknown, login: (input: LoginInput) => Promise<LoginOutput>) {
  const rendered = renderLogin(login);
  await act(() => rendered.router.navigate('/login', { state: { from } }));
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });

// Toasts live in a module-level store: start every test without the last one's.
afterEach(() => notifications.clean());

describe('login form', () => {
  it('defaults to Guardian/Student and names the button after the chosen user type', async () => {
    const { user } = renderLogin(() => new Promise(() => {}));
    expect(screen.getByRole('radio', { name: 'Guardian/Student' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Login as a Guardian/Student' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tutor' }));
    expect(screen.getByRole('button', { name: 'Login as a Tutor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login as a Guardian/Student' })).toBeNull();
  });

  it('links to the password reset and to registration', () => {
    renderLogin(() => new Promise(() => {}));
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Dont have an account? Register here' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });

  it('asks for the missing fields without calling the server', async () => {
    const { user, calls } = renderLogin(() => Promise.resolve({ user: { id: 'x', name: 'x', token: 't', userType: 'student' } }));
    await user.type(field('Email or Phone'), 'rahim@example.com');
    await user.click(screen.getByRole('button', { name: 'Login as a Guardian/Student' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields (Email/Phone, Password, User Type).',
    );
    expect(calls).toHaveLength(0);
  });

  it('shows "Logging in..." while the call runs, with what was typed', async () => {
    const { user, calls } = renderLogin(() => new Promise(() => {}));
    await user.click(screen.getByRole('radio', { name: 'Tutor' }));
    await user.type(field('Email or Phone'), '01711000000');
    await user.type(password(), 'secret12');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Login as a Tutor' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(calls).toEqual([{ emailOrPhone: '01711000000', password: 'secret12', userType: 'tutor', rememberMe: true }]);
  });

  it("shows the server's message when the login is refused", async () => {
    const { user } = renderLogin(() => Promise.reject(new ApiError('Invalid email/phone or password', 401, true)));
    await user.type(field('Email or Phone'), 'rahim@example.com');
    await user.type(password(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login as a Guardian/Student' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email/phone or password');
    expect(screen.getByRole('button', { name: 'Login as a Guardian/Student' })).toBeEnabled();
  });

  it('on success toasts, stores the session and opens the dashboard after 1 s', async () => {
    const { user, storage, router } = renderLogin(() =>
      Promise.resolve({ user: { id: 'u7', name: 'Rahim', token: 'tok-7', userType: 'student' } }),
    );
    await user.type(field('Email or Phone'), 'rahim@example.com');
    await user.type(password(), 'secret12');
    const clicked = Date.now();
    await user.click(screen.getByRole('button', { name: 'Login as a Guardian/Student' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(storage.getItem('token')).toBe('tok-7');
    expect(storage.getItem('userId')).toBe('u7');
    expect(storage.getItem('userType')).toBe('student');
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Dashboard page', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/u7');
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(950);
  });

  it('after logging in goes back to the page that sent the visitor here, after 1 s', async () => {
    const { user, router } = await renderLoginFrom('/tuition_details/job-42', () =>
      Promise.resolve({ user: { id: 't7', name: 'Karim', token: 'tok-t7', userType: 'tutor' } }),
    );
    await user.click(await screen.findByRole('radio', { name: 'Tutor' }));
    await user.type(field('Email or Phone'), 'karim@example.com');
    await user.type(password(), 'secret12');
    const clicked = Date.now();
    await user.click(screen.getByRole('button', { name: 'Login as a Tutor' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Welcome back, Karim. Taking you back…');
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Job page', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tuition_details/job-42');
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(950);
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
  });

  it.each([
    ['a full address on another site', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['the login page itself', '/login'],
    ['something that is not a path', { pathname: 42 }],
  ])('ignores %s as the return target and opens the dashboard', async (_, from) => {
    const { user, router } = await renderLoginFrom(from, () =>
      Promise.resolve({ user: { id: 'u8', name: 'Rahim', token: 'tok-8', userType: 'student' } }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Email or Phone' }), 'rahim@example.com');
    await user.type(password(), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Login as a Guardian/Student' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Opening your dashboard…');
    expect(await screen.findByText('Dashboard page', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/u8');
  });
});
