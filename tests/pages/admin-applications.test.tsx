import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchApplicantContactFx } from '@/entities/application';
import {
  AdminApplicationsPage,
  type AssignmentTarget,
  deassignTutorFx,
  applicationsList,
  selectTutorFx,
  todayInDhaka,
} from '@/pages/admin-applications';
import { ApiError, type ApplicantContact, type Application } from '@/shared/api';
import { formatJobNumber } from '@/shared/lib/job-number';
import {
  type AdminApplicationsQuery,
  ASSIGNED_JOB,
  contactOf,
  deassigned,
  pageOf,
  PENDING_JOB,
  SECOND_PENDING_JOB,
  selected,
  storyApplications,
  storyContacts,
} from '../../stories/pages/admin-applications-fixtures';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Admin User', token: 't0k3n', userType: 'admin' as const };
const [farhana, rahim, sadia] = storyContacts as [ApplicantContact, ApplicantContact, ApplicantContact];

interface Handlers {
  list?: () => Promise<Application[]>;
  lookup?: (tutorId: string) => Promise<ApplicantContact>;
  select?: (target: AssignmentTarget) => Promise<Application>;
  deassign?: (target: AssignmentTarget) => Promise<Application>;
  route?: string;
}

function renderPage({ list, lookup, select, deassign, route = '/admin/applications' }: Handlers = {}) {
  // A pretend server: what it holds moves with each select and deassign, and it pages a tab as the real one does.
  let held = storyApplications;
  const keep = (updated: Application) => {
    held = held.map((job) => (job.jobId === updated.jobId ? updated : job));
    return updated;
  };
  const heldJob = (jobId: string) => held.find((job) => job.jobId === jobId)!;
  const handlers = {
    list: vi.fn(list ?? (async () => held)),
    lookup: vi.fn(lookup ?? (async (tutorId: string) => contactOf(tutorId))),
    select: vi.fn(select ?? (async ({ jobId, tutorId }: AssignmentTarget) => keep(selected(heldJob(jobId), tutorId)))),
    deassign: vi.fn(deassign ?? (async ({ jobId }: AssignmentTarget) => keep(deassigned(heldJob(jobId))))),
  };
  const scope = fork({
    handlers: [
      [applicationsList.fetchFx, async (query: AdminApplicationsQuery) => pageOf(await handlers.list(), query)],
      [fetchApplicantContactFx, handlers.lookup],
      [selectTutorFx, handlers.select],
      [deassignTutorFx, handlers.deassign],
    ],
  });
  return { ...renderWithProviders(<AdminApplicationsPage />, { route, session: admin, scope }), ...handlers };
}

/** A job card's heading: the job number, as the page names the job. */
const jobLabel = (jobId: string) => `Job ID: ${formatJobNumber(storyApplications.find((job) => job.jobId === jobId)?.jobNumber)}`;
const jobCard = (jobId: string) => within(screen.getByRole('region', { name: jobLabel(jobId) }));
const applicantCard = (name: string) => within(screen.getByRole('article', { name: `Applicant ${name}` }));
/** The Select Tutor confirmation (a portal). */
const dialog = async () => within(await screen.findByRole('dialog'));
const confirmIn = async (user: { click: (element: Element) => Promise<void> }) =>
  user.click((await dialog()).getByRole('button', { name: 'Confirm selection' }));

afterEach(() => {
  act(() => notifications.clean());
});

describe('admin applications page', () => {
  it('shows the spinner, then the Pending tab: job cards, applicants with their details, Download CV and Select Tutor', async () => {
    renderPage();
    expect(screen.getByLabelText('Loading applications')).toBeInTheDocument();
    expect(await screen.findByText(jobLabel(PENDING_JOB))).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(jobLabel(ASSIGNED_JOB))).not.toBeInTheDocument();

    const job = jobCard(PENDING_JOB);
    expect(job.getByText('Total Applicants: 2')).toBeInTheDocument();
    expect(job.getByText('Pending', { selector: '.mantine-Badge-label' })).toBeInTheDocument();

    await screen.findByText('Farhana Akter');
    const card = applicantCard('Farhana Akter');
    expect(card.getByText('farhana@example.com')).toBeInTheDocument();
    expect(card.getByText('01711111111')).toBeInTheDocument();
    expect(card.getByText('Applied: March 2, 2026')).toBeInTheDocument();
    expect(card.getByText('pending')).toBeInTheDocument();
    const cv = card.getByRole('link', { name: 'Download CV Farhana Akter' });
    expect(cv).toHaveAttribute('href', `/api/tutors/${farhana.id}/cv`);
    expect(cv).toHaveAttribute('download');
    expect(cv).toHaveTextContent('Download CV');
    expect(card.getByRole('button', { name: 'Select Tutor Farhana Akter' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Deassign Tutor/ })).not.toBeInTheDocument();
    expect(jobCard(SECOND_PENDING_JOB).getByText('Total Applicants: 1')).toBeInTheDocument();
  });

  it("shows 'Loading...' until an applicant's details arrive, and looks each tutor up once", async () => {
    let answer: (contact: ApplicantContact) => void = () => {};
    const { lookup } = renderPage({
      list: async () => [...storyApplications, { ...storyApplications[1]!, jobId: 'another-job' }],
      lookup: (tutorId) =>
        tutorId === farhana.id ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(contactOf(tutorId)),
    });
    await screen.findByText(jobLabel(PENDING_JOB));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    // Buttons stay addressable by the display number until the name arrives.
    expect(screen.getByRole('button', { name: 'Select Tutor Tutor 11' })).toBeInTheDocument();
    act(() => answer(farhana));
    expect(await screen.findByText('Farhana Akter')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    // Sadia applied to two pending jobs: one lookup.
    await waitFor(() => expect(screen.getAllByText('Sadia Islam')).toHaveLength(2));
    expect(lookup.mock.calls.filter(([id]) => id === sadia.id)).toHaveLength(1);
  });

  it('shows the Assigned tab with Deassign Tutor on the accepted applicant only, and status colours', async () => {
    const { user, router } = renderPage();
    await screen.findByText(jobLabel(PENDING_JOB));
    await user.click(screen.getByRole('tab', { name: 'Assigned' }));
    expect(router.state.location.search).toBe('?tab=assigned');

    const job = jobCard(ASSIGNED_JOB);
    expect(job.getByText('Assigned', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    await screen.findByText('Rahim Uddin');
    expect(applicantCard('Rahim Uddin').getByText('accepted')).toBeInTheDocument();
    expect(applicantCard('Sadia Islam').getByText('rejected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deassign Tutor Rahim Uddin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deassign Tutor Sadia/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Select Tutor/ })).not.toBeInTheDocument();
  });

  it('opens on the Assigned tab from ?tab=assigned', async () => {
    renderPage({ route: '/admin/applications?tab=assigned' });
    expect(await screen.findByText(jobLabel(ASSIGNED_JOB))).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Assigned' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Select Tutor opens a confirmation with the tutor, the job, the agreed salary, the start date and the fee', async () => {
    const { user, select } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Select Tutor Farhana Akter' }));
    const box = await dialog();
    expect(box.getByText('SK-10231')).toBeInTheDocument();
    expect(box.getByText('Farhana Akter')).toBeInTheDocument();
    // The job's salary is 5000-6000: the lower bound is prefilled.
    const salary = box.getByLabelText(/Agreed monthly salary \(TK\)/);
    expect(salary).toHaveValue('5,000');
    expect(box.getByLabelText(/Start date/)).toHaveValue(todayInDhaka());
    expect(box.getByText(/A media fee of 3,000 TK \(60% of 5,000 TK\) will be charged to the tutor, due .+ \(30 days after the start\)\./)).toBeInTheDocument();

    await user.clear(salary);
    await user.type(salary, '7000');
    expect(box.getByText(/A media fee of 4,200 TK \(60% of 7,000 TK\)/)).toBeInTheDocument();
    await user.click(box.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(select).not.toHaveBeenCalled();
  });

  it('a negotiable job starts with no salary: Confirm asks for one before anything is sent', async () => {
    const { user, select } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Select Tutor Sadia Islam' }));
    const box = await dialog();
    expect(box.getByLabelText(/Agreed monthly salary \(TK\)/)).toHaveValue('');
    expect(box.getByText('Enter the agreed salary and the start date to see the media fee.')).toBeInTheDocument();
    await confirmIn(user);
    expect(box.getByText('Enter the agreed monthly salary in whole Taka (more than 0)')).toBeInTheDocument();
    expect(select).not.toHaveBeenCalled();
    await user.type(box.getByLabelText(/Agreed monthly salary \(TK\)/), '4500');
    const start = box.getByLabelText(/Start date/);
    await user.clear(start);
    await user.type(start, '2026-12-01');
    expect(box.getByText(/A media fee of 2,700 TK .+ due December 31, 2026/)).toBeInTheDocument();
    await confirmIn(user);
    expect(select).toHaveBeenCalledWith({ jobId: SECOND_PENDING_JOB, tutorId: sadia.id, agreedSalary: 4500, startDate: '2026-12-01' });
  });

  it("shows the server's 400 and 409 (overdue fee) in the dialog, which stays open with the terms", async () => {
    const answers = [
      new ApiError('Agreed salary is required', 400, true),
      new ApiError(
        'This tutor has an overdue fee on another tuition; finance can override with a reason, or select them once it is paid',
        409,
        true,
      ),
    ];
    const { user, list } = renderPage({ select: () => Promise.reject(answers.shift()!) });
    await user.click(await screen.findByRole('button', { name: 'Select Tutor Farhana Akter' }));
    const box = await dialog();
    await confirmIn(user);
    expect(await box.findByRole('alert')).toHaveTextContent('Agreed salary is required');
    await confirmIn(user);
    expect(await box.findByText(/This tutor has an overdue fee on another tuition/)).toBeInTheDocument();
    expect(box.getByLabelText(/Agreed monthly salary \(TK\)/)).toHaveValue('5,000');
    // A fee conflict is no stale record: the list is not reloaded under the dialog.
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('Select Tutor, confirmed, sends the job, tutor and terms, says so, and the job moves to the Assigned tab without a reload', async () => {
    const { user, select, list } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Select Tutor Farhana Akter' }));
    await confirmIn(user);
    expect(select).toHaveBeenCalledWith({ jobId: PENDING_JOB, tutorId: farhana.id, agreedSalary: 5000, startDate: todayInDhaka() });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Tutor selected successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(jobLabel(PENDING_JOB))).not.toBeInTheDocument());
    // The page refills from the server: the other pending job stays.
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(screen.getByText(jobLabel(SECOND_PENDING_JOB))).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Assigned' }));
    const job = jobCard(PENDING_JOB);
    expect(job.getByText('Assigned', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Deassign Tutor Farhana Akter' })).toBeInTheDocument();
    expect(within(job.getByRole('article', { name: 'Applicant Rahim Uddin' })).getByText('rejected')).toBeInTheDocument();
  });

  it('Deassign Tutor moves the job back to Pending with every applicant pending', async () => {
    const { user, deassign } = renderPage({ route: '/admin/applications?tab=assigned' });
    await user.click(await screen.findByRole('button', { name: 'Deassign Tutor Rahim Uddin' }));
    expect(deassign).toHaveBeenCalledWith({ jobId: ASSIGNED_JOB, tutorId: rahim.id });
    expect(await screen.findByText('Tutor deassigned successfully')).toBeInTheDocument();
    expect(await screen.findByText('No assigned applications found')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    const job = jobCard(ASSIGNED_JOB);
    expect(job.getAllByText('pending')).toHaveLength(2);
    expect(job.getByRole('button', { name: 'Select Tutor Rahim Uddin' })).toBeInTheDocument();
  });

  it("shows a failed select's server message in the dialog and reloads the list when another admin was quicker", async () => {
    const { user, list } = renderPage({
      select: () => Promise.reject(new ApiError('A tutor is already assigned to this tuition', 409, true)),
    });
    await user.click(await screen.findByRole('button', { name: 'Select Tutor Farhana Akter' }));
    await confirmIn(user);
    expect(await screen.findByText('A tutor is already assigned to this tuition')).toBeInTheDocument();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(screen.getByText(jobLabel(PENDING_JOB))).toBeInTheDocument();
  });

  it('falls back to Failed to select tutor / Failed to deassign tutor when the server said nothing', async () => {
    const { user } = renderPage({
      select: () => Promise.reject(new ApiError('fetch failed', 0, false)),
      deassign: () => Promise.reject(new ApiError('fetch failed', 0, false)),
    });
    await user.click(await screen.findByRole('button', { name: 'Select Tutor Farhana Akter' }));
    await confirmIn(user);
    expect(await screen.findByText('Failed to select tutor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Assigned' }));
    await user.click(await screen.findByRole('button', { name: 'Deassign Tutor Rahim Uddin' }));
    expect(await screen.findByText('Failed to deassign tutor')).toBeInTheDocument();
    // Nothing moved.
    expect(screen.getByText(jobLabel(ASSIGNED_JOB))).toBeInTheDocument();
  });

  it("replaces a card whose lookup failed by 'Error loading tutor details: MESSAGE'", async () => {
    renderPage({
      lookup: async (tutorId) => {
        if (tutorId === rahim.id) throw new ApiError('Tutor not found', 404, true);
        return contactOf(tutorId);
      },
    });
    expect(await screen.findByText('Error loading tutor details: Tutor not found')).toBeInTheDocument();
    expect(await screen.findByText('Farhana Akter')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Rahim/ })).not.toBeInTheDocument();
  });

  it('says No pending / No assigned applications found when there are none', async () => {
    const { user } = renderPage({ list: async () => [] });
    expect(await screen.findByText('No pending applications found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Assigned' }));
    expect(await screen.findByText('No assigned applications found')).toBeInTheDocument();
  });

  it('shows a load failure with Try Again, which asks again', async () => {
    let fail = true;
    const { user, list } = renderPage({
      list: async () => {
        if (fail) throw new ApiError('fetch failed', 0, false);
        return storyApplications;
      },
    });
    expect(await screen.findByText('Failed to load applications')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(jobLabel(PENDING_JOB))).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('pages the job cards ten at a time', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      ...storyApplications[1]!,
      jobId: `job-${String(index + 1).padStart(2, '0')}`,
      jobNumber: 10101 + index,
    }));
    const { user } = renderPage({ list: async () => many });
    expect(await screen.findByText('Job ID: SK-10101')).toBeInTheDocument();
    expect(screen.queryByText('Job ID: SK-10111')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Job ID: SK-10111')).toBeInTheDocument();
    expect(screen.queryByText('Job ID: SK-10101')).not.toBeInTheDocument();
  });
});
