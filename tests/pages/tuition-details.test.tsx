import { screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/entities/session';
import { fetchTuitionFx } from '@/entities/tuition';
import { TuitionDetailsPage } from '@/pages/tuition-details';
import { ApiError } from '@/shared/api';
import type { PublicTuition, Tuition, TuitionDetailResponse } from '@/shared/api';
import { makeTuition, publicTuition } from '../../stories/entities/tuition/fixtures';
import { renderWithProviders } from '../render';

const JOB_ID = '7f3a9c21-4b6e-4d2a-9f10-2c8e5a7b1d34';

function renderDetails(
  handler: (id: string) => Promise<TuitionDetailResponse>,
  { session = null, state }: { session?: SessionUser | null; state?: unknown } = {},
) {
  const fetch = vi.fn(handler);
  const scope = fork({ handlers: [[fetchTuitionFx, fetch]] });
  const result = renderWithProviders(<TuitionDetailsPage />, {
    route: { pathname: `/tuition_details/${JOB_ID}`, state },
    path: '/tuition_details/:id',
    routes: [{ path: '/tution_list', element: <p>The board</p> }],
    scope,
    session,
  });
  return { ...result, fetch };
}

const respondWith = (tuition: PublicTuition | Tuition) => async (id: string) => ({
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
    expect(screen.getByText('Job ID: SK-10234')).toBeInTheDocument();
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

  it("shows the guardian's details only when the server sent the full job (staff, the owner, the selected tutor)", async () => {
    const full = renderDetails(respondWith(makeTuition()));
    const section = await screen.findByRole('region', { name: "Guardian's Details" });
    expect(within(section).getByText('Student Name', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Rahima Akter');
    expect(within(section).getByText('Student ID', { selector: 'dt' }).nextElementSibling).toHaveTextContent('5001');
    expect(within(section).getByText('Institution', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Viqarunnisa Noon School');
    expect(within(section).getByText('Address', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Road 27, near the lake');
    full.unmount();

    renderDetails(respondWith(publicTuition(makeTuition())));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutor Needed For Bangla Medium' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Guardian's Details" })).not.toBeInTheDocument();
    expect(screen.queryByText('Rahima Akter')).not.toBeInTheDocument();
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

  it('"Back to board" returns to the board page and filters the job was opened from, else to the plain board', async () => {
    const filtered = '/tution_list?district=Dhaka&page=2';
    const { user, router } = renderDetails(respondWith(makeTuition()), { state: { from: filtered } });
    await screen.findByRole('heading', { level: 1, name: 'Tutor Needed For Bangla Medium' });
    const back = screen.getByRole('link', { name: 'Back to Tuition Board' });
    expect(back).toHaveAttribute('href', filtered);
    await user.click(back);
    expect(await screen.findByText('The board')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(filtered);
  });

  it('"Back to board" ignores a return address that is not the board', async () => {
    renderDetails(respondWith(makeTuition()), { state: { from: 'https://elsewhere.example/tution_list' } });
    await screen.findByRole('heading', { level: 1, name: 'Tutor Needed For Bangla Medium' });
    expect(screen.getByRole('link', { name: 'Back to Tuition Board' })).toHaveAttribute('href', '/tution_list');
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

  describe('media fee before applying', () => {
    const tutor: SessionUser = { id: 't1', name: 'Karim Uddin', userType: 'tutor', token: 't', tutorId: 1007 };
    /** The panel above "Apply Now", found by its first line. */
    const panel = () => screen.getByRole('region', { name: /^Media fee/ });

    afterEach(() => vi.useRealTimers());

    it('shows a tutor 60% of a "5000" salary, when it is due and the early-end refund', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 2, 10, 12));
      renderDetails(respondWith(makeTuition({ salary: '5000' })), { session: tutor });
      await screen.findByRole('heading', { level: 1 });
      const fee = await screen.findByRole('region', { name: /^Media fee/ });
      expect(fee).toHaveAccessibleName("Media fee: 3,000 TK (60% of the first month's salary of 5,000 TK)");
      expect(fee).toHaveTextContent('Due 30 days after the tuition starts, after your first salary.');
      expect(fee).toHaveTextContent('For a tuition starting today, that is April 9, 2026.');
      expect(fee).toHaveTextContent(
        'If the tuition ends within the first month, the fee is 40% (2,000 TK) and the remaining 20% (1,000 TK) is refunded.',
      );
      // Above the button it is about.
      const apply = screen.getByRole('button', { name: 'Apply Now' });
      expect(fee.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('takes the lower end of a "5000-6000" range and says so', async () => {
      renderDetails(respondWith(makeTuition({ salary: '5000-6000' })), { session: tutor });
      expect(await screen.findByRole('region', { name: /^Media fee/ })).toHaveAccessibleName(
        "Media fee: 3,000 TK (60% of the first month's salary of 5,000 TK, the lower end of the 5,000 TK to 6,000 TK range)",
      );
      expect(panel()).toHaveTextContent('the fee is 40% (2,000 TK) and the remaining 20% (1,000 TK) is refunded.');
    });

    it('gives the rate of the agreed salary when the salary is negotiable', async () => {
      renderDetails(respondWith(makeTuition({ salary: null })), { session: tutor });
      const fee = await screen.findByRole('region', { name: /^Media fee/ });
      expect(fee).toHaveAccessibleName("Media fee: 60% of the agreed first month's salary");
      expect(fee).not.toHaveTextContent(/\d TK/);
      expect(fee).toHaveTextContent(
        'If the tuition ends within the first month, the fee is 40% and the remaining 20% is refunded.',
      );
      expect(fee).toHaveTextContent('Due 30 days after the tuition starts, after your first salary.');
    });

    it('shows guests the fee with the hint to log in as a tutor', async () => {
      renderDetails(respondWith(makeTuition({ salary: '8000' })));
      expect(await screen.findByText('Please login as a tutor to apply')).toBeInTheDocument();
      expect(panel()).toHaveAccessibleName("Media fee: 4,800 TK (60% of the first month's salary of 8,000 TK)");
    });

    it('is not shown to guardians/students or admins, who cannot apply', async () => {
      const student = renderDetails(respondWith(makeTuition()), {
        session: { id: 's1', name: 'Rahima', userType: 'student', token: 't' },
      });
      expect(await screen.findByText('Only tutors can apply for jobs')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: /^Media fee/ })).not.toBeInTheDocument();
      student.unmount();

      renderDetails(respondWith(makeTuition()), { session: { id: 'a1', name: 'Ops', userType: 'admin', token: 't' } });
      expect(await screen.findByRole('button', { name: 'Delete Tuition' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: /^Media fee/ })).not.toBeInTheDocument();
    });
  });
});
