import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminTuitionsPage, closeTuitionFx, tuitionsList } from '@/pages/admin-tuitions';
import { ApiError, type Tuition } from '@/shared/api';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };
const id = '00000000-0000-4000-8000-000000000001';
const job = (overrides: Partial<Tuition> = {}): Tuition => ({
  _id: id,
  jobId: id,
  jobNumber: 10001,
  title: null,
  studentId: null,
  studentName: null,
  district: 'Dhaka',
  area: 'Mirpur',
  location: 'Mirpur 1',
  locationDetails: null,
  institution: null,
  category: 'Bangla Medium',
  classLevel: 'Class 8',
  studentGender: 'Male',
  preferredTutor: 'Any',
  tutoringType: 'Home Tutoring',
  tutoringTime: 'Any',
  days: 3,
  noOfStudents: 1,
  subjects: ['Math'],
  salary: '5000',
  notes: [],
  status: 'active',
  postedAt: '2026-05-01T00:00:00.000Z',
  createdAt: '2026-05-01T00:00:00.000Z',
  ...overrides,
});

function renderPage(close: (params: { jobId: string; body: unknown }) => Promise<{ message: string; data: Tuition }>) {
  let current = job();
  const closeHandler = vi.fn(async (params: { jobId: string; body: unknown }) => {
    const answer = await close(params);
    current = answer.data;
    return answer;
  });
  const scope = fork({
    handlers: [
      [tuitionsList.fetchFx, async () => ({ data: [current], total: 1, page: 1, limit: 10 })],
      [closeTuitionFx, closeHandler],
    ],
  });
  return { ...renderWithProviders(<AdminTuitionsPage />, { route: '/admin/tuitions', session: admin, scope }), closeHandler };
}

afterEach(() => notifications.clean());

describe('Close job dialog', () => {
  it('asks for a reason, needs a note for "Other", closes the job and shows it closed', async () => {
    const { user, closeHandler } = renderPage(async () => ({ message: 'Tuition closed', data: job({ status: 'closed' }) }));
    await screen.findByText('Mirpur 1, Dhaka');
    await user.click(screen.getByRole('button', { name: 'Close job SK-10001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close job SK-10001' });

    await user.click(within(dialog).getByRole('button', { name: 'Close job' }));
    expect(within(dialog).getByText('Choose why the job is closed')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close job' }));
    expect(within(dialog).getByText('Write the reason when it is "Other"')).toBeInTheDocument();
    expect(closeHandler).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: 'The guardian withdrew' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Moved away');
    await user.click(within(dialog).getByRole('button', { name: 'Close job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(closeHandler).toHaveBeenCalledWith({ jobId: id, body: { reason: 'guardian_withdrew', note: 'Moved away' } });
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close job SK-10001' })).toBeNull();
  });

  it("keeps the dialog open with the server's sentence when closing fails", async () => {
    const { user } = renderPage(async () => {
      throw new ApiError('This job is already closed', 409, true);
    });
    await screen.findByText('Mirpur 1, Dhaka');
    await user.click(screen.getByRole('button', { name: 'Close job SK-10001' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'The tuition is filled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close job' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This job is already closed');
  });
});
