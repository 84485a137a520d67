import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { AdminDashboardPage, fetchAdminStatsFx, STATS_ERROR_FALLBACK } from '@/pages/admin-dashboard';
import { ApiError, type AdminStats } from '@/shared/api';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };
const stats: AdminStats = { tutorCount: 42, studentCount: 130, activeTuitions: 17, tutorGrowth: 25, studentGrowth: -10, tuitionGrowth: 0 };

function renderDashboard(load: () => Promise<AdminStats>) {
  const handler = vi.fn(load);
  const scope = fork({ handlers: [[fetchAdminStatsFx, handler]] });
  return { ...renderWithProviders(<AdminDashboardPage />, { route: '/admin', session: admin, scope }), handler };
}

const card = (title: string) => screen.getByRole('region', { name: title });

describe('admin dashboard', () => {
  it('shows the real counts with their growth from last month', async () => {
    renderDashboard(async () => stats);
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(within(card('Total Tutors')).getByText('25%')).toBeInTheDocument();
    expect(within(card('Total Tutors')).getByLabelText('up')).toBeInTheDocument();
    expect(within(card('Total Tutors')).getByRole('link', { name: 'Total Tutors' })).toHaveAttribute('href', '/admin/tutors');
    expect(within(card('Total Students')).getByText('130')).toBeInTheDocument();
    expect(within(card('Total Students')).getByText('10%')).toBeInTheDocument();
    expect(within(card('Total Students')).getByLabelText('down')).toBeInTheDocument();
    expect(within(card('Active Tuitions')).getByText('17')).toBeInTheDocument();
    expect(within(card('Active Tuitions')).getByText('No change')).toBeInTheDocument();
    expect(within(card('Active Tuitions')).queryByRole('link')).toBeNull();
    expect(screen.getAllByText('from last month')).toHaveLength(3);
  });

  it('fetches the figures again on Refresh Data', async () => {
    let tutors = 42;
    const { user, handler } = renderDashboard(async () => ({ ...stats, tutorCount: tutors }));
    expect(await screen.findByText('42')).toBeInTheDocument();
    tutors = 43;
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByText('43')).toBeInTheDocument();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("keeps the error and shows '-' when the figures cannot be loaded", async () => {
    renderDashboard(async () => {
      throw new ApiError('Network down', 0, false);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(STATS_ERROR_FALLBACK);
    await waitFor(() => expect(within(card('Total Tutors')).getByText('-')).toBeInTheDocument());
    expect(screen.queryByText('from last month')).toBeNull();
  });
});
