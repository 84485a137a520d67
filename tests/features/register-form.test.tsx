import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { RegisterForm } from '@/pages/signup';
import { ApiError } from '@/shared/api';
import { registrationLogic, type RegistrationCalls } from '../../stories/features/register/stand-ins';
import { renderWithProviders } from '../render';

function renderSignup(behaviour: RegistrationCalls = {}) {
  const { logic, calls } = registrationLogic(behaviour);
  const rendered = renderWithProviders(
    <RegisterForm logic={logic} />,
    { route: '/signup', path: '/signup', routes: [{ path: '/login', element: <p>Login page</p> }] },
  );
  return { ...rendered, calls };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const passwordField = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

// Pasted rather than typed key by key: the same events reach the form, in a fraction of the time.
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function fillTutor(user: UserEvent, rePassword = 'secret12') {
  await fill(user, textbox('Name'), 'Karim Uddin');
  await fill(user, textbox('Email'), 'karim@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Male');
  await fill(user, textbox('Phone'), '01711000000');
  await fill(user, passwordField(/^Password/), 'secret12');
  await fill(user, passwordField(/^Re-enter Password/), rePassword);
}

async function reachOtpStep(user: UserEvent) {
  await fillTutor(user);
  await user.click(screen.getByRole('button', { name: 'Submit & Register' }));
  await screen.findByRole('heading', { name: 'Enter OTP sent to your email' });
}

// Toasts live in a module-level store: start every test without the last one's.
afterEach(() => notifications.clean());

describe('signup', () => {
  it('offers the tutor form by default and the guardian/student form without gender', async () => {
    const { user } = renderSignup();
    expect(screen.getByRole('radio', { name: 'Tutor' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Gender' })).toBeRequired();
    expect(textbox('Email')).toHaveAttribute('type', 'email');
    for (const name of ['Name', 'Phone']) expect(textbox(name)).toBeRequired();
    // Members may register by phone only (issue 16).
    expect(textbox('Email')).not.toBeRequired();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('radio', { name: 'Guardian/Student' }));
    expect(screen.queryByRole('combobox', { name: 'Gender' })).toBeNull();
  });

  it('refuses different passwords with "Passwords do not match!"', async () => {
    const { user, calls } = renderSignup();
    await fillTutor(user, 'secret13');
    await user.click(screen.getByRole('button', { name: 'Submit & Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match!');
    expect(calls.initiate).toHaveLength(0);
  });

  it('shows "Submitting..." while the first submit runs and sends rePassword as confirmPassword', async () => {
    const { user, calls } = renderSignup({ initiate: () => new Promise(() => {}) });
    await fillTutor(user);
    await user.click(screen.getByRole('button', { name: 'Submit & Register' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(calls.initiate).toEqual([
      {
        name: 'Karim Uddin',
        gender: 'Male',
        email: 'karim@example.com',
        phone: '01711000000',
        password: 'secret12',
        confirmPassword: 'secret12',
        userType: 'tutor',
      },
    ]);
  });

  it('opens the OTP step with the first box focused and the success banner', async () => {
    const { user } = renderSignup();
    await reachOtpStep(user);
    expect(screen.getByRole('status')).toHaveTextContent('OTP sent to your email address');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    expect(within(screen.getByRole('group', { name: 'One-time password' })).getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
  });

  it('verifies the typed OTP, registers, and goes to /login with a success toast', async () => {
    const { user, calls, router } = renderSignup();
    await reachOtpStep(user);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.verify).toEqual([{ email: 'karim@example.com', otp: '123456' }]);
    expect(calls.register).toEqual(calls.initiate);
    expect(await screen.findByText('Registration successful! Please log in.')).toBeInTheDocument();
  });

  it('shows "Verifying..." while the OTP is checked', async () => {
    const { user } = renderSignup({ verify: () => new Promise(() => {}) });
    await reachOtpStep(user);
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
  });

  it('a wrong code stays on the code step with the tries left, and Resend counts down', async () => {
    const wrong = new ApiError('Invalid OTP. 4 tries left.', 400, true, { message: 'Invalid OTP. 4 tries left.', triesLeft: 4 });
    const { user, calls } = renderSignup({ verify: () => Promise.reject(wrong) });
    await reachOtpStep(user);
    await user.keyboard('000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. 4 tries left.');
    expect(screen.getByText('4 tries left with this code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
    // The server's once-a-minute rule: Resend waits, showing the time left.
    expect(screen.getByRole('button', { name: /^Resend code \(\d:\d\d\)$/ })).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in \d:\d\d\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit & Register' })).toBeNull();
    expect(calls.register).toHaveLength(0);
  });

  it('an account that already exists resets the form with the spec message', async () => {
    const { user } = renderSignup({ register: () => Promise.reject(new ApiError('An account with this email already exists', 409, true)) });
    await reachOtpStep(user);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email or phone number is already registered. Please login or use different credentials.',
    );
    expect(textbox('Name')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Tutor' })).toBeChecked();
  });
});
