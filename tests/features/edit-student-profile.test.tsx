import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $studentProfile,
  $studentProfileLoadStatus,
  fetchStudentProfileFx,
  initializeStudentProfileFx,
  saveStudentProfileFx,
  StudentProfileForm,
  studentProfileOpened,
} from '@/pages/update-profile';
import { ApiError, type StudentProfile, type StudentProfileUpdateBody } from '@/shared/api';
import { studentProfile } from '../../stories/features/edit-tutor-profile/fixtures';
import { renderWithProviders } from '../render';

interface Handlers {
  fetch?: (userId: string) => Promise<StudentProfile | null>;
  initialize?: (userId: string) => Promise<StudentProfile>;
  save?: (params: { userId: string; body: StudentProfileUpdateBody }) => Promise<StudentProfile>;
}

function scopeWith({
  fetch = async () => studentProfile,
  initialize = async () => ({ ...studentProfile, gender: null, personal: { currentCity: '', currentArea: '' } }),
  save = async ({ body }) => ({ ...studentProfile, ...body, name: body.fullName, personal: { currentCity: body.currentCity, currentArea: body.currentArea } }),
}: Handlers = {}) {
  const handlers = { fetch: vi.fn(fetch), initialize: vi.fn(initialize), save: vi.fn(save) };
  const scope = fork({
    handlers: [
      [fetchStudentProfileFx, handlers.fetch],
      [initializeStudentProfileFx, handlers.initialize],
      [saveStudentProfileFx, handlers.save],
    ],
  });
  return { scope, handlers };
}

function renderForm(options: Handlers = {}) {
  const { scope, handlers } = scopeWith(options);
  const rendered = renderWithProviders(<StudentProfileForm userId="u-student-1" />, {
    scope,
    route: '/update-profile/u-student-1',
    path: '/update-profile/:id',
    routes: [{ path: '/dashboard/:id', element: <p>Dashboard page</p> }],
  });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
  return { ...rendered, user, handlers };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const formAlert = () => screen.queryAllByRole('alert').find((alert) => !alert.hasAttribute('data-toast'));

afterEach(() => {
  act(() => notifications.clean());
});

describe('student profile model', () => {
  it('loads the profile of the student', async () => {
    const { scope, handlers } = scopeWith();
    await allSettled(studentProfileOpened, { scope, params: 'u-student-1' });
    expect(handlers.fetch).toHaveBeenCalledWith('u-student-1');
    expect(handlers.initialize).not.toHaveBeenCalled();
    expect(scope.getState($studentProfile)).toEqual(studentProfile);
    expect(scope.getState($studentProfileLoadStatus)).toBe('ready');
  });

  it('initializes the profile when the student has none yet', async () => {
    const { scope, handlers } = scopeWith({ fetch: async () => null });
    await allSettled(studentProfileOpened, { scope, params: 'u-student-1' });
    expect(handlers.initialize).toHaveBeenCalledWith('u-student-1');
    expect(scope.getState($studentProfileLoadStatus)).toBe('ready');
    expect(scope.getState($studentProfile)?.gender).toBeNull();
  });

  it('fails the load on another error', async () => {
    const { scope, handlers } = scopeWith({ fetch: () => Promise.reject(new ApiError('Failed to fetch', 0, false)) });
    await allSettled(studentProfileOpened, { scope, params: 'u-student-1' });
    expect(handlers.initialize).not.toHaveBeenCalled();
    expect(scope.getState($studentProfileLoadStatus)).toBe('failed');
  });
});

describe('StudentProfileForm', () => {
  it('fills "Update Student Profile" from the profile, every field labelled', async () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Update Student Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Full Name/ })).toHaveValue('Rahima Akter');
    expect(field('Email')).toHaveValue('rahima@example.com');
    expect(field('Phone')).toHaveValue('01711223344');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Dhaka');
    expect(screen.getByRole('combobox', { name: /^Area/ })).toHaveValue('Dhanmondi');
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
  });

  it('offers the areas of the chosen city and clears an area of another city', async () => {
    const { user } = renderForm();
    const city = await screen.findByRole('combobox', { name: /^City/ });
    await user.click(city);
    await user.click(await screen.findByRole('option', { name: 'Rajshahi' }));
    const area = screen.getByRole('combobox', { name: /^Area/ });
    expect(area).toHaveValue('');
    await user.click(area);
    expect(await screen.findByRole('option', { name: 'Boalia' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Dhanmondi' })).not.toBeInTheDocument();
  });

  it('checks the fields before saving', async () => {
    const { user, handlers } = renderForm({ fetch: async () => null });
    await screen.findByRole('textbox', { name: /^Full Name/ });
    await user.clear(field('Full Name'));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(handlers.save).not.toHaveBeenCalled();
  });

  it('saves, says "Profile updated successfully!", and opens the dashboard 2 s later', async () => {
    const { user, handlers } = renderForm();
    await screen.findByRole('textbox', { name: /^Full Name/ });
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '01911000111');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully!', { selector: '[role="status"] *' })).toBeInTheDocument();
    expect(handlers.save).toHaveBeenCalledWith({
      userId: 'u-student-1',
      body: {
        email: 'rahima@example.com',
        phone: '01911000111',
        fullName: 'Rahima Akter',
        gender: 'male',
        currentCity: 'Dhaka',
        currentArea: 'Dhanmondi',
      },
    });
    expect(await screen.findByText('Dashboard page', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it.each([
    ['the server refused', new ApiError('Email already in use', 409, true), 'Email already in use'],
    ['the connection failed', new ApiError('Failed to fetch', 0, false), 'An error occurred. Please check your connection and try again.'],
  ])('shows the save error when %s', async (_what, failure, message) => {
    const { user } = renderForm({ save: () => Promise.reject(failure) });
    await screen.findByRole('textbox', { name: /^Full Name/ });
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(formAlert()).toHaveTextContent(message));
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    let attempt = 0;
    const { user } = renderForm({
      fetch: () => (++attempt === 1 ? Promise.reject(new ApiError('Failed to fetch', 0, false)) : Promise.resolve(studentProfile)),
    });
    await waitFor(() =>
      expect(formAlert()).toHaveTextContent('Could not load your profile. Please check your connection and try again.'),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^Full Name/ })).toHaveValue('Rahima Akter');
  });
});
