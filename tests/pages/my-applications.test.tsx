import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $isTutor } from '@/entities/session';
import { fetchUserFx } from '@/entities/user';
import { fetchMyApplicationsFx, MyApplicationsPage, withdrawApplicationFx } from '@/pages/my-applications';
import { ApiError, MY_WORK_MESSAGES, type MyApplication, type MyApplicationListResponse } from '@/shared/api';
import { studentSession, tutorSession, tutorUser } from '../../stories/pages/member-fixtures';
import { myApplications, myApplicationsPage } from '../../stories/pages/my-work-fixtures';
import { renderWithProviders } from '../render';

function renderPage({
  load = async () => myApplicationsPage(),
  withdraw = async (id: string) => ({
    message: MY_WORK_MESSAGES.withdrawn,
    data: { ...myApplications.find((row) => row.id === id)!, status: 'Withdrawn' as const, withdrawnAt: '2026-05-09T04:00:00.000Z', canWithdraw: false },
  }),
  session = tutorSession,
}: {
  load?: (query: { page?: number; limit?: number }) => Promise<MyApplicationListResponse>;
  withdraw?: (id: string) => Promise<{ message: string; data: MyApplication }>;
  session?: typeof tutorSession;
} = {}) {
  const fetch = vi.fn(load);
  const send = vi.fn(withdraw);
  const scope = fork({
    values: [[$isTutor, session.userType === 'tutor']],
    handlers: [
      [fetchMyApplicationsFx, fetch],
      [withdrawApplicationFx, send],
      [fetchUserFx, async () => tutorUser],
    ],
  });
  const result = renderWithProviders(<MyApplicationsPage />, {
    session,
    scope,
    route: '/dashboard/applications',
    path: '/dashboard/applications',
    routes: [{ path: '/dashboard/:id', element: <p>Dashboard page</p> }],
  });
  return { ...result, fetch, send };
}

const card = (jobNumber: string) => screen.getByText(jobNumber).closest('article')!;

afterEach(() => notifications.clean());

describe('My Applications', () => {
  it('lists every application with its status, job number, place, salary and the date of each change', async () => {
    const { fetch } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Applications' })).toBeInTheDocument();
    await screen.findByText('SK-10234');
    expect(fetch).toHaveBeenCalledWith({ page: 1, limit: 10 });
    for (const [jobNumber, status] of [
      ['SK-10234', 'Applied'],
      ['SK-10229', 'Shortlisted'],
      ['SK-10211', 'Selected'],
      ['SK-10198', 'Not selected'],
      ['SK-10187', 'Job closed'],
      ['SK-10175', 'Withdrawn'],
    ]) {
      expect(within(card(jobNumber!)).getByText(status!)).toBeInTheDocument();
    }
    const shortlisted = card('SK-10229');
    expect(shortlisted).toHaveTextContent('O Level · Gulshan, Dhaka');
    expect(shortlisted).toHaveTextContent('10000-12000 TK/Month');
    expect(within(shortlisted).getByRole('list', { name: 'History of SK-10229' })).toHaveTextContent('Applied: May 1, 2026Shortlisted: May 3, 2026');
    expect(within(card('SK-10198')).getByText('Negotiable')).toBeInTheDocument();
    // Only open applications can be withdrawn.
    expect(screen.getAllByRole('button', { name: /^Withdraw application for/ })).toHaveLength(2);
    expect(screen.getByText('Showing 1 to 6 of 6 applications')).toBeInTheDocument();
  });

  it('withdraws after a confirmation: the row becomes Withdrawn with its date, and a toast says so', async () => {
    const { user, send } = renderPage();
    await screen.findByText('SK-10234');
    await user.click(screen.getByRole('button', { name: 'Withdraw application for SK-10234' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw application?' });
    expect(dialog).toHaveTextContent('SK-10234');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(myApplications[0]!.id));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card('SK-10234')).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(card('SK-10234')).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(await screen.findByText(MY_WORK_MESSAGES.withdrawn)).toBeInTheDocument();
  });

  it('keeps the application when the tutor cancels', async () => {
    const { user, send } = renderPage();
    await screen.findByText('SK-10234');
    await user.click(screen.getByRole('button', { name: 'Withdraw application for SK-10234' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(send).not.toHaveBeenCalled();
    expect(within(card('SK-10234')).getByText('Applied')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog, in words', async () => {
    const { user } = renderPage({
      withdraw: async () => {
        throw new ApiError(MY_WORK_MESSAGES.selectedCannotWithdraw, 409, true);
      },
    });
    await screen.findByText('SK-10234');
    await user.click(screen.getByRole('button', { name: 'Withdraw application for SK-10234' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MY_WORK_MESSAGES.selectedCannotWithdraw);
    expect(screen.queryByText(/409/)).not.toBeInTheDocument();
  });

  it('shows an empty list with a link to the board', async () => {
    renderPage({ load: async () => myApplicationsPage([]) });
    expect(await screen.findByText('You have not applied to any tuition yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the tuition board' })).toHaveAttribute('href', '/tution_list');
  });

  it('shows a failed load with Try Again, which asks again', async () => {
    const { user, fetch } = renderPage({
      load: async () => {
        throw new ApiError('offline', 0, false);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your applications');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('sends a guardian to their own dashboard', async () => {
    const { fetch } = renderPage({ session: studentSession });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
