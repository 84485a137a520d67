import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $sessionUser } from '@/entities/session';
import { fetchUserFx } from '@/entities/user';
import {
  askForMoreFx,
  editRequestFx,
  fetchMyRequestsFx,
  fetchShortlistFx,
  MyRequestsPage,
  pickTutorFx,
  withdrawRequestFx,
} from '@/pages/my-requests';
import { ApiError, MEMBER_REPORT_MESSAGES, type MyRequestList, type MyRequestSaved, type TuitionEndReportAnswer } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { studentSession, studentUser } from '../../stories/pages/member-fixtures';
import { makeMyRequest, myRequests, storyShortlist } from '../../stories/pages/my-requests-fixtures';
import { renderWithProviders } from '../render';

function renderPage(
  options: {
    load?: () => Promise<MyRequestList>;
    withdraw?: () => Promise<MyRequestSaved>;
    edit?: () => Promise<MyRequestSaved>;
    pick?: () => Promise<unknown>;
  } = {},
) {
  const load = vi.fn(options.load ?? (async () => ({ requests: myRequests })));
  const pick = vi.fn(options.pick ?? (async () => ({ message: 'Thank you!', request: makeMyRequest({ stage: 'trial_class', canChange: false }) })));
  const withdraw = vi.fn(options.withdraw ?? (async () => ({ message: 'Your request has been withdrawn', request: makeMyRequest({ stage: 'closed' }) })));
  const edit = vi.fn(options.edit ?? (async () => ({ message: 'Your request has been updated', request: makeMyRequest() })));
  const scope = fork({
    values: [[$sessionUser, studentSession]],
    handlers: [
      [fetchMyRequestsFx, load],
      [fetchUserFx, async () => studentUser],
      [fetchShortlistFx, async () => storyShortlist],
      [pickTutorFx, pick],
      [askForMoreFx, async () => ({ message: 'More', request: makeMyRequest() })],
      [withdrawRequestFx, withdraw],
      [editRequestFx, edit],
    ],
  });
  renderWithProviders(<MyRequestsPage />, { session: studentSession, scope, route: '/dashboard/requests', path: '/dashboard/requests' });
  return { load, pick, withdraw, edit };
}

describe('My Requests', () => {
  it('shows each request with its stage, job number, dated steps and closed reason', async () => {
    renderPage();
    const shortlisted = (await screen.findByText('SK-10234: Class 9')).closest('article')!;
    expect(within(shortlisted).getAllByText('Shortlist ready').length).toBeGreaterThan(0);
    expect(shortlisted).toHaveTextContent('Published (SK-10234)');
    expect(within(shortlisted).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    const closed = screen.getByText('Request: Class 4').closest('article')!;
    expect(closed).toHaveTextContent('Reason: Withdrawn by the guardian: Found a tutor nearby');
    expect(screen.getByText('Hire a Tutor request: O Level')).toBeInTheDocument();
    const review = screen.getByText('Request: Class 8').closest('article')!;
    expect(within(review).getByRole('button', { name: 'Edit Request: Class 8' })).toBeInTheDocument();
  });

  it('edits a request waiting for review: a refusal in words keeps the dialog, Save changes sends the body', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { edit } = renderPage({
      edit: async () => {
        if (++attempt === 1) throw new ApiError('This request has already been published as a job', 409, true);
        return { message: 'Your request has been updated', request: makeMyRequest() };
      },
    });
    const review = (await screen.findByText('Request: Class 8')).closest('article')!;
    await user.click(within(review).getByRole('button', { name: 'Edit Request: Class 8' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request has already been published as a job');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(edit).toHaveBeenCalledTimes(2);
  });

  it('withdraws a request waiting for review after a confirmation and shows a refusal in words', async () => {
    const user = userEvent.setup();
    const { withdraw } = renderPage({ withdraw: () => Promise.reject(new ApiError('This request has already been published as a job', 409, true)) });
    const review = (await screen.findByText('Request: Class 8')).closest('article')!;
    await user.click(within(review).getByRole('button', { name: 'Withdraw Request: Class 8' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Found a tutor');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request has already been published as a job');
    expect(withdraw).toHaveBeenCalledWith({ id: 'req-review', reason: 'Found a tutor' });
  });

  it('opens the shortlist (no phone or e-mail) and picks a tutor through the machine', async () => {
    const user = userEvent.setup();
    const { pick, load } = renderPage();
    const shortlisted = (await screen.findByText('SK-10234: Class 9')).closest('article')!;
    await user.click(within(shortlisted).getByRole('button', { name: 'See shortlist' }));
    await user.click(await within(shortlisted).findByRole('button', { name: 'Pick Sadia Rahman for a trial class' }));
    expect(within(shortlisted).getByRole('link', { name: 'CV of Sadia Rahman (PDF)' })).toHaveAttribute('href', '/api/tutors/t-1/cv');
    const panel = within(shortlisted).getByRole('heading', { name: 'Your shortlist for SK-10234' }).parentElement!;
    // No e-mail address or phone number (the @media text is a style element's).
    expect(panel.textContent).not.toMatch(/\w@\w|01\d{3}-?\d{6}/);
    expect(panel.innerHTML).not.toMatch(/mailto:|tel:/);
    await user.click(within(shortlisted).getByRole('button', { name: 'Confirm pick' }));
    expect(await within(shortlisted).findByText('You picked Sadia Rahman')).toBeInTheDocument();
    expect(pick).toHaveBeenCalledWith({ requestId: 'req-shortlist', tutorId: 't-1' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('shows the empty state with how to post a request', async () => {
    renderPage({ load: async () => ({ requests: [] }) });
    expect(await screen.findByText('No request yet.')).toBeInTheDocument();
  });
});

// The guardian's "Tuition ended" (issue 13): on the request whose tutor is confirmed, the shared report dialog of
// features/report-tuition-end, calling the guardian's route POST /api/me/jobs/{jobId}/end-report.
describe('My Requests: the tuition ended', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const answer = (status: number, body: unknown) =>
    fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  const ended: TuitionEndReportAnswer = {
    message: MEMBER_REPORT_MESSAGES.endReported,
    data: {
      _id: 'end-1',
      jobId: 'job-3',
      jobNumber: 10102,
      reporterType: 'student',
      tutorName: null,
      endedOn: '2026-10-20',
      note: 'Moved to Chattogram',
      state: 'pending',
      startDate: null,
      feeAmount: null,
      agreedSalary: null,
      decisionReason: null,
      decidedAt: null,
      createdAt: '2026-10-21T05:00:00.000Z',
    },
  };
  afterEach(async () => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    await i18n.changeLanguage('en');
  });

  async function openDialog() {
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage();
    const confirmed = (await screen.findByText('SK-10102: Class 6')).closest('article')!;
    return { user, confirmed };
  }

  it('only the request whose tutor is confirmed offers it', async () => {
    renderPage();
    const confirmed = (await screen.findByText('SK-10102: Class 6')).closest('article')!;
    expect(within(confirmed).getByRole('button', { name: 'Tuition ended' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Tuition ended' })).toHaveLength(1);
  });

  it('sends the date and the note to the guardian\u2019s route after the summary, then thanks', async () => {
    answer(201, ended);
    const { user, confirmed } = await openDialog();
    await user.click(within(confirmed).getByRole('button', { name: 'Tuition ended' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report that SK-10102 ended' });
    expect(dialog).toHaveTextContent('The team confirms it with the tutor');
    // Before the tutor was confirmed (10 October) is refused here, before anything is sent.
    await user.type(within(dialog).getByLabelText(/Date the tuition ended/), '2026-10-01');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/cannot be before/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Date the tuition ended/));
    await user.type(within(dialog).getByLabelText(/Date the tuition ended/), '2026-10-20');
    await user.type(within(dialog).getByLabelText(/Anything the team should know/), 'Moved to Chattogram');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent('SK-10102 ended on');
    expect(dialog).toHaveTextContent('The team checks with the tutor before anything changes');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MEMBER_REPORT_MESSAGES.endReported);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/me/jobs/job-3/end-report');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ endedOn: '2026-10-20', note: 'Moved to Chattogram' });
  });

  it('shows the server\u2019s refusal in words and keeps the dialog open to go back', async () => {
    answer(409, { message: MEMBER_REPORT_MESSAGES.endAlreadyReported });
    const { user, confirmed } = await openDialog();
    await user.click(within(confirmed).getByRole('button', { name: 'Tuition ended' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Date the tuition ended/), '2026-10-20');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MEMBER_REPORT_MESSAGES.endAlreadyReported);
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('reads in Bangla', async () => {
    await i18n.changeLanguage('bn');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'টিউশন শেষ হয়েছে' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('আমাদের টিম শিক্ষকের সঙ্গে নিশ্চিত করবে');
  });
});
