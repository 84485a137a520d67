import { screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/entities/session';
import { fetchTuitionFx } from '@/entities/tuition';
import { TuitionDetailsPage } from '@/pages/tuition-details';
import { ApiError } from '@/shared/api';
import type { Tuition, TuitionDetailResponse } from '@/shared/api';
import { makeTuition } from '../../stories/entities/tuition/fixtures';
import { renderWithProviders } from '../render';

const JOB_ID = '7f3a9c21-4b6e-4d2a-9f10-2c8e5a7b1d34';

function renderDetails(
  handler: (id: string) => Promise<TuitionDetailResponse>,
  { session = null }: { session?: SessionUser | null } = {},
) {
  const fetch = vi.fn(handler);
  const scope = fork({ handlers: [[fetchTuitionFx, fetch]] });
  const result = renderWithProviders(<TuitionDetailsPage />, {
    route: `/tuition_details/${JOB_ID}`,
    path: '/tuition_details/:id',
    routes: [{ path: '/tution_list', element: <p>The board</p> }],
    scope,
    session,
  });
  return { ...result, fetch };
}

const respondWith = (tuition: Tuition) => async (id: string) => ({
  id,
  title: 'Tutor Needed For Bangla Medium',
  data: tuition,
});

/** The value shown under a field's label. */
function fieldValue(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('TuitionDetailsPage', () => {
  it('shows "Loading job details..." until the job arrives, then every field', async () => {
    let release: (value: TuitionDetailResponse) => void = () => {};
    const { fetch } = renderDetails(() => new Promise((resolve) => (release = resolve)));
    expect(screen.getByText('Loading job details...')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(JOB_ID);
    release(await respondWith(makeTuition())(JOB_ID));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tutor Needed For Bangla Medium' })).toBeInTheDocument();
    expect(screen.getByText('Job ID: 7f3a9c21')).toBeInTheDocument();
    expect(screen.getByText('Posted at: March 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('Dhanmondi, Dhaka')).toBeInTheDocument();
    expect(fieldValue('Category')).toBe('Bangla Medium');
    expect(fieldValue('Class')).toBe('Class 8');
    expect(fieldValue('Student Gender')).toBe('Female');
    expect(fieldValue('Preferred Tutor')).toBe('Female');
    expect(fieldValue('Tutoring Days')).toBe('4 Days/Week');
    expect(fieldValue('Tutoring Time')).toBe('Evening');
    expect(fieldValue('Tutoring Type')).toBe('Home Tutoring');
    expect(fieldValue('No of Students')).toBe('1');
    const subjects = screen.getByRole('list', { name: 'Subjects' });
    expect(within(subjects).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['MATH', 'ENGLISH', 'PHYSICS']);
    expect(screen.getByText('6000 TK/Month')).toBeInTheDocument();
  });

  it('lists the other requirements as a numbered list', async () => {
    renderDetails(respondWith(makeTuition({ notes: ['Science background', '  ', 'Female tutor only'] })));
    const list = await screen.findByRole('list', { name: 'Other Requirements' });
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Science background',
      'Female tutor only',
    ]);
  });

  it('shows "N/A" for missing values, "Any Gender", "Negotiable" and "No additional requirements"', async () => {
    renderDetails(
      respondWith(
        makeTuition({
          area: '',
          location: '',
          district: '',
          category: '',
          classLevel: '',
          studentGender: null,
          preferredTutor: 'Any',
          tutoringTime: null,
          tutoringType: '',
          subjects: [],
          salary: null,
          notes: [],
        }),
      ),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText((_, element) => element?.textContent === 'Location: N/A' && element.tagName === 'P')).toBeInTheDocument();
    for (const label of ['Category', 'Class', 'Student Gender', 'Tutoring Time', 'Tutoring Type']) {
      expect(fieldValue(label)).toBe('N/A');
    }
    expect(fieldValue('Preferred Tutor')).toBe('Any Gender');
    expect(screen.queryByRole('list', { name: 'Subjects' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subjects' }).nextElementSibling).toHaveTextContent('N/A');
    expect(screen.getByText('Negotiable')).toBeInTheDocument();
    expect(screen.getByText('No additional requirements')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Other Requirements' })).not.toBeInTheDocument();
  });

  it('uses the job\'s own title when it has one', async () => {
    renderDetails(respondWith(makeTuition({ title: 'Physics tutor for HSC' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Physics tutor for HSC' })).toBeInTheDocument();
  });

  it('shows a not-found state with a way back to the board for a job that does not exist', async () => {
    const { user } = renderDetails(async () => {
      throw new ApiError('Tuition not found', 404, true);
    });
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse the Tuition Board' }));
    expect(await screen.findByText('The board')).toBeInTheDocument();
  });

  it('shows an error with "Try Again" when the server cannot be reached, not sample data', async () => {
    const { user, fetch } = renderDetails(async () => {
      throw new ApiError('Failed to fetch', 0, false);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this job');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    fetch.mockImplementation(respondWith(makeTuition()));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutor Needed For Bangla Medium' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('offers "Apply Now" to everyone and "Delete Tuition" to admins only', async () => {
    renderDetails(respondWith(makeTuition()), { session: { id: 'a1', name: 'Ops', userType: 'admin', token: 't' } });
    expect(await screen.findByRole('button', { name: 'Delete Tuition' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
  });
});
