import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResetPasswordForm } from '@/pages/forgot-password';
import { ApiError } from '@/shared/api';
import { passwordResetLogic, type PasswordResetCalls } from '../../stories/features/reset-password/stand-ins';
import { renderWithProviders } from '../render';

function renderReset(behaviour: PasswordResetCalls = {}) {
  const { logic, calls } = passwordResetLogic(behaviour);
  const rendered = renderWithProviders(
    <ResetPasswordForm logic={logic} />,
    { route: '/forgot-password', path: '/forgot-password', routes: [{ path: '/login', element: <p>Login page</p> }] },
  );
  return { ...rendered, calls };
}

const passwordField = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

afterEach(() => notifications.clean());

describe('reset password', () => {
  it('walks email → OTP → new password, then opens /login after 2 s', async () => {
    const { user, calls, router } = renderReset();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'tutor@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent to your email address')).toBeInTheDocument();
    expect(calls.send).toEqual([{ email: 'tutor@example.com' }]);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();

    await user.keyboard('246810');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP verified successfully')).toBeInTheDocument();
    expect(calls.verify).toEqual([{ email: 'tutor@example.com', otp: '246810' }]);

    await user.type(passwordField(/^New Password/), 'newpass1');
    await user.type(passwordField(/^Confirm Password/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successful')).toBeInTheDocument();
    expect(calls.reset).toEqual([{ email: 'tutor@example.com', otp: '246810', newPassword: 'newpass1' }]);
    const done = Date.now();
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(await screen.findByText('Login page', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(Date.now() - done).toBeGreaterThanOrEqual(1900);
  });

  it('shows "Sending..." while the OTP is sent', async () => {
    const { user } = renderReset({ send: () => new Promise(() => {}) });
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'tutor@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it("shows the server's refusal of the email", async () => {
    const { user } = renderReset({ send: () => Promise.reject(new ApiError('No account found with this email address', 404, true)) });
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No account found with this email address');
  });

  it('refuses different new passwords with "Passwords do not match"', async () => {
    const { user, calls } = renderReset();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'tutor@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await user.type(await screen.findByLabelText(/^New Password/, { selector: 'input' }), 'newpass1');
    await user.type(passwordField(/^Confirm Password/), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(calls.reset).toHaveLength(0);
  });
});
