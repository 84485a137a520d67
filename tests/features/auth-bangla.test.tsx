// Issue 16: the auth screens in Bangla, and registration by phone only (the code step names the phone).
import { screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { RegisterForm } from '@/pages/signup';
import { LoginPage } from '@/pages/login';
import { ForgotPasswordPage } from '@/pages/forgot-password';
import { i18n } from '@/shared/i18n';
import { registrationLogic } from '../../stories/features/register/stand-ins';
import { renderWithProviders } from '../render';

afterEach(() => notifications.clean());

function renderSignup() {
  const { logic, calls } = registrationLogic({
    initiate: async (input) =>
      input.email
        ? { message: 'OTP sent to your email address', sentTo: ['email', 'phone'] }
        : { message: 'OTP sent to your phone', sentTo: ['phone'] },
    register: async () => ({ message: 'ok', user: { token: 'tok' } }),
  });
  const rendered = renderWithProviders(
    <RegisterForm logic={logic} />,
    { route: '/signup', path: '/signup', routes: [{ path: '/login', element: <p>Login page</p> }] },
  );
  return { ...rendered, calls };
}

describe('registration by phone', () => {
  it('registers without an e-mail: the code step says it went to the phone, and checks it by the number', async () => {
    const { user, calls } = renderSignup();
    await user.click(screen.getByRole('radio', { name: 'Guardian/Student' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rahima Begum');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '01712345678');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Dhaka-guardian-2026');
    await user.type(screen.getByLabelText(/^Re-enter Password/, { selector: 'input' }), 'Dhaka-guardian-2026');
    await user.click(screen.getByRole('button', { name: 'Submit & Register' }));
    expect(await screen.findByRole('heading', { name: 'Enter OTP sent to your phone' })).toBeVisible();
    expect(screen.getByText(/by SMS to 01712345678/)).toBeVisible();
    expect(calls.initiate[0]).toMatchObject({ email: '', phone: '01712345678' });
    // Bangla digits typed into the boxes count.
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('১২৩৪৫৬');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Login page');
    expect(calls.verify[0]).toEqual({ phone: '01712345678', otp: '123456' });
  });
});

describe('auth screens in Bangla', () => {
  it('shows the registration form and the phone code step in Bangla', async () => {
    await i18n.changeLanguage('bn');
    const { user } = renderSignup();
    expect(screen.getByRole('heading', { name: 'শিক্ষক হিসেবে যোগ দিন' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'জমা দিন ও নিবন্ধন করুন' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Guardian|অভিভাবক/ }));
    await user.type(screen.getByRole('textbox', { name: 'নাম' }), 'রহিমা বেগম');
    await user.type(screen.getByRole('textbox', { name: 'ফোন' }), '০১৭১২৩৪৫৬৭৮');
    await user.type(screen.getByLabelText(/^পাসওয়ার্ড$/, { selector: 'input' }), 'Dhaka-guardian-2026');
    await user.type(screen.getByLabelText(/^পাসওয়ার্ড আবার লিখুন/, { selector: 'input' }), 'Dhaka-guardian-2026');
    await user.click(screen.getByRole('button', { name: 'জমা দিন ও নিবন্ধন করুন' }));
    expect(await screen.findByRole('heading', { name: 'আপনার ফোনে পাঠানো ওটিপি লিখুন' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ওটিপি যাচাই করুন' })).toBeVisible();
  });

  it('shows the login page in Bangla', async () => {
    await i18n.changeLanguage('bn');
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    expect(screen.getByRole('heading', { name: 'লগইন' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'ইমেইল বা ফোন' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toBeVisible();
  });

  it('shows the password reset page in Bangla, taking a mobile number', async () => {
    await i18n.changeLanguage('bn');
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    expect(screen.getByRole('heading', { name: 'আপনার পাসওয়ার্ড রিসেট করুন' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'ইমেইল ঠিকানা' })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'ওটিপি পাঠান' })).toBeVisible();
  });
});
