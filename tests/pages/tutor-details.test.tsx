import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_TUTOR_AVATAR, fetchTutorFx } from '@/entities/tutor';
import { TutorDetailsPage } from '@/pages/tutor-details';
import { ApiError, type TutorDetailResponse } from '@/shared/api';
import { fullTutorDetail, sparseTutorDetail } from '../../stories/entities/tutor/tutor-fixtures';
import { renderWithProviders } from '../render';

function renderDetails(byId: (id: string) => Promise<TutorDetailResponse>, route = `/premium_tutor_details/${fullTutorDetail._id}`) {
  const handler = vi.fn(byId);
  const scope = fork({ handlers: [[fetchTutorFx, handler]] });
  const result = renderWithProviders(<TutorDetailsPage />, {
    route,
    path: route === '/premium_tutor_details' ? '/premium_tutor_details' : '/premium_tutor_details/:id',
    scope,
  });
  return { ...result, byId: handler };
}

/** The value shown beside a label in a definition list. */
function valueOf(container: HTMLElement, label: string) {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('TutorDetailsPage', () => {
  it('shows a spinner, then the profile card with the short ID, place, gender, qualification and experience', async () => {
    let resolve: (value: TutorDetailResponse) => void = () => {};
    const { byId } = renderDetails(() => new Promise((r) => (resolve = r)));
    expect(screen.getByRole('status', { name: 'Loading tutor details' })).toBeInTheDocument();
    expect(byId).toHaveBeenCalledWith(fullTutorDetail._id);
    resolve({ tutor: fullTutorDetail });

    const profile = await screen.findByRole('region', { name: 'Tutor Profile' });
    expect(within(profile).getByRole('heading', { name: 'Rahima Akter' })).toBeInTheDocument();
    expect(within(profile).getByText('Dhanmondi, Dhaka')).toBeInTheDocument();
    expect(valueOf(profile, 'ID')).toBe('6650f0c2...');
    expect(valueOf(profile, 'Gender')).toBe('Female');
    expect(valueOf(profile, 'Qualification')).toBe('BSc');
    expect(valueOf(profile, 'Experience')).toBe('3+ years');
    const photo = within(profile).getByRole('img', { name: 'Photo of Rahima Akter' });
    expect(photo).toHaveAttribute('src', DEFAULT_TUTOR_AVATAR);
    // The profile's photo is the page's largest paint: asked for first, never left until scrolled near.
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).not.toHaveAttribute('loading');
  });

  it('opens on "Tuition Information" with every field of the tutor', async () => {
    renderDetails(async () => ({ tutor: fullTutorDetail }));
    const tab = await screen.findByRole('tab', { name: 'Tuition Information' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(valueOf(panel, 'Expected Minimum Salary')).toBe('8000 TK/Month');
    expect(valueOf(panel, 'Current Status for Tuition')).toBe('Available');
    expect(valueOf(panel, 'Days Per Week')).toBe('4 days');
    expect(valueOf(panel, 'Preferred Tuition Style')).toBe('Not provided');
    expect(valueOf(panel, 'Tutoring Experience')).toBe('3+ years');
    expect(valueOf(panel, 'Place of Learning')).toBe('Not provided');
    expect(valueOf(panel, 'Extra Facilities')).toBe('Not provided');
    expect(valueOf(panel, 'Preferred Time')).toBe('Afternoon, Evening');
    expect(valueOf(panel, 'Preferred Area to Teach')).toBe('Dhanmondi, Mohammadpur, Lalmatia');
    const chips = (label: string) =>
      within(within(panel).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(chips('Preferred Medium of Instruction')).toEqual(['Bangla Medium', 'English Version']);
    expect(chips('Preferred Classes')).toEqual(['Class 9', 'Class 10', 'SSC', 'HSC First Year']);
    expect(chips('Preferred Subjects')).toEqual(['Physics', 'Higher Math', 'Chemistry']);
  });

  it('says "Not provided" for what a tutor who filled in little left out, never a made-up value', async () => {
    renderDetails(async () => ({ tutor: sparseTutorDetail }), `/premium_tutor_details/${sparseTutorDetail._id}`);
    const panel = await screen.findByRole('tabpanel');
    expect(valueOf(panel, 'Expected Minimum Salary')).toBe('Not provided');
    expect(valueOf(panel, 'Days Per Week')).toBe('Not provided');
    expect(valueOf(panel, 'Preferred Time')).toBe('Not provided');
    expect(valueOf(panel, 'Preferred Classes')).toBe('Not provided');
    expect(valueOf(panel, 'Preferred Medium of Instruction')).toBe('Not provided');
    const profile = screen.getByRole('region', { name: 'Tutor Profile' });
    expect(valueOf(profile, 'Gender')).toBe('Not provided');
    expect(valueOf(profile, 'Qualification')).toBe('Not provided');
    expect(within(profile).getByText('Rajshahi')).toBeInTheDocument();
  });

  it('shows the education table on the "Educational Qualification" tab, and remembers the tab in the URL', async () => {
    const { user, router } = renderDetails(async () => ({ tutor: fullTutorDetail }));
    await user.click(await screen.findByRole('tab', { name: 'Educational Qualification' }));

    expect(router.state.location.search).toBe('?tab=education');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Educational Background' })).toBeInTheDocument();
    const [header, ...rows] = within(panel).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Exam Name',
      'Year',
      'Institute',
      'Group/Subject',
      'Result',
    ]);
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual([
      'SSC / O-level / Dakhil',
      'HSC / A level / Alim',
      'Graduation / Bachelor / Diploma',
    ]);
    expect(within(rows[2]).getByText('University of Dhaka')).toBeInTheDocument();
  });

  it('says "No educational information available" for a tutor without education', async () => {
    renderDetails(async () => ({ tutor: sparseTutorDetail }), `/premium_tutor_details/${sparseTutorDetail._id}?tab=education`);
    expect(await screen.findByText('No educational information available')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Educational Qualification' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows "Not Found" with a link to all tutors when the server has no such tutor', async () => {
    renderDetails(async () => {
      throw new ApiError('Tutor not found', 404, true);
    });
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('No tutor details found for this ID.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Tutors' })).toHaveAttribute('href', '/premium_tutor');
  });

  it('shows "Not Found" without calling the server when no id is given', async () => {
    const { byId } = renderDetails(async () => ({ tutor: fullTutorDetail }), '/premium_tutor_details');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(byId).not.toHaveBeenCalled();
  });

  it('shows the Error box with "Try Again", which asks the server again', async () => {
    let fail = true;
    const { user, byId } = renderDetails(async () => {
      if (fail) throw new ApiError('Internal Server Error', 500, false);
      return { tutor: fullTutorDetail };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to fetch tutor details');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Tutor Profile' })).toBeInTheDocument();
    expect(byId).toHaveBeenCalledTimes(2);
  });

  it('offers the contact form below the tabs', async () => {
    renderDetails(async () => ({ tutor: fullTutorDetail }));
    const form = await screen.findByRole('form', { name: 'Contact Rahima Akter' });
    expect(within(form).getByRole('textbox', { name: 'Your Name' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled());
  });
});
