import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { AdminCreateTuitionPage, createTuitionFx } from '@/pages/admin-create-tuition';
import { ApiError, CREATE_TUITION_MESSAGES, type CreateTuitionBody, type TuitionSavedResponse } from '@/shared/api';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };

function renderForm(create: (body: CreateTuitionBody) => Promise<TuitionSavedResponse>) {
  const handler = vi.fn(create);
  const scope = fork({ handlers: [[createTuitionFx, handler]] });
  const rendered = renderWithProviders(<AdminCreateTuitionPage />, {
    route: '/admin/create-tuition',
    path: '/admin/create-tuition',
    session: admin,
    scope,
    routes: [{ path: '/admin', element: <p>Dashboard stand-in</p> }],
  });
  return { ...rendered, handler };
}

type User = ReturnType<typeof renderForm>['user'];

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function fillRequired(user: User) {
  await choose(user, 'District', 'Dhaka');
  await user.click(input('Location'));
  await user.paste('Mirpur 10');
  await choose(user, 'Medium', 'Bangla Medium');
  await choose(user, 'Class level', 'Class 8');
  await choose(user, 'Preferred tutor', 'Female');
  await choose(user, 'Days per week', '4');
  await choose(user, 'Subjects', 'Math');
  await user.click(input('Salary'));
  await user.paste('5000-8000');
  await choose(user, 'Student gender', 'Male');
}

const created = (body: CreateTuitionBody): TuitionSavedResponse => ({
  message: CREATE_TUITION_MESSAGES.created,
  data: {
    _id: 'job-1',
    jobId: 'job-1',
    jobNumber: 10001,
    title: null,
    studentId: null,
    studentName: null,
    district: String(body.district),
    area: '',
    location: String(body.location),
    locationDetails: null,
    institution: null,
    category: String(body.category),
    classLevel: String(body.classLevel),
    studentGender: 'Male',
    preferredTutor: 'Female',
    tutoringType: 'Home Tutoring',
    tutoringTime: 'Any',
    days: 4,
    noOfStudents: 1,
    subjects: ['Math'],
    salary: '5000-8000',
    notes: [],
    status: 'active',
    postedAt: '2026-05-01T00:00:00.000Z',
    createdAt: '2026-05-01T00:00:00.000Z',
  },
});

describe('create tuition page', () => {
  it('shows the defaults: Home Tutoring, time Any, one student, the salary placeholder and student gender Any', () => {
    renderForm(async (body) => created(body));
    expect(screen.getByRole('combobox', { name: /^Tutoring type/ })).toHaveValue('Home Tutoring');
    expect(screen.getByRole('combobox', { name: /^Tutoring time/ })).toHaveValue('Any');
    expect(screen.getByRole('combobox', { name: /^Student gender/ })).toHaveAttribute('placeholder', 'Any');
    expect(input('Number of students')).toHaveValue('1');
    expect(input('Salary')).toHaveAttribute('placeholder', 'e.g. 5000-8000');
    expect(screen.getByRole('button', { name: 'Create Tuition' })).toBeEnabled();
  });

  it('shows every required message and does not call the server', async () => {
    const { user, handler } = renderForm(async (body) => created(body));
    await user.click(screen.getByRole('button', { name: 'Create Tuition' }));
    for (const message of [
      'District is required',
      'Location is required',
      'Medium is required',
      'Class level is required',
      'Preferred tutor gender is required',
      'Days per week is required',
      'At least one subject is required',
      'Salary range is required',
      'Student gender is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('adds a subject once as a chip, and a click on its X removes it', async () => {
    const { user } = renderForm(async (body) => created(body));
    await choose(user, 'Subjects', 'Math');
    await choose(user, 'Subjects', 'Physics');
    const chips = screen.getByRole('list', { name: 'Chosen subjects' });
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Math', 'Physics']);
    // A chosen subject is no longer offered.
    await user.click(screen.getByRole('combobox', { name: /^Subjects/ }));
    expect(screen.queryByRole('option', { name: 'Math' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Remove Math' }));
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Physics']);
  });

  it('sends medium as category with status active, then resets and goes to /admin on 201', async () => {
    const { user, handler, router } = renderForm(async (body) => created(body));
    await fillRequired(user);
    await user.click(screen.getByRole('textbox', { name: /^Requirements/ }));
    await user.paste('Must live nearby\n\nFemale tutor');
    await user.click(screen.getByRole('button', { name: 'Create Tuition' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({
        district: 'Dhaka',
        location: 'Mirpur 10',
        category: 'Bangla Medium',
        classLevel: 'Class 8',
        preferredTutor: 'Female',
        tutoringType: 'Home Tutoring',
        days: 4,
        subjects: ['Math'],
        salary: '5000-8000',
        studentGender: 'Male',
        tutoringTime: 'Any',
        noOfStudents: 1,
        notes: ['Must live nearby', 'Female tutor'],
        status: 'active',
      }),
    );
    expect(await screen.findByText('Dashboard stand-in')).toBeInTheDocument();
  });

  it.each([
    ['the server message', new ApiError('subjects: Choose subjects from the list', 400, true), 'subjects: Choose subjects from the list'],
    ['Failed to create tuition for a failed answer without one', new ApiError('Bad Gateway', 502, false), 'Failed to create tuition'],
    ['Something went wrong when no answer came', new ApiError('fetch failed', 0, false), 'Something went wrong'],
  ])('shows %s in the banner and stays on the form', async (_case, error, banner) => {
    const { user, router } = renderForm(async () => {
      throw error;
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Tuition' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(banner);
    expect(router.state.location.pathname).toBe('/admin/create-tuition');
    expect(input('Location')).toHaveValue('Mirpur 10');
  });
});
