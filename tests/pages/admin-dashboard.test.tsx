import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { AdminDashboardPage, fetchAdminStatsFx, fetchFinanceSummaryFx, STATS_ERROR_FALLBACK } from '@/pages/admin-dashboard';
import { ApiError, type AdminStats, type FinanceSummary } from '@/shared/api';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };
const stats: AdminStats = { tutorCount: 42, studentCount: 130, activeTuitions: 17, tutorGrowth: 25, studentGrowth: -10, tuitionGrowth: 0 };

const finance: FinanceSummary = {
  months: [
    { month: '2025-10', charged: 0, collected: 0, outstanding: 1000, refunded: 0 },
    { month: '2025-11', charged: 0, collected: 0, outstanding: 1000, refunded: 0 },
    { month: '2025-12', charged: 5000, collected: 5000, outstanding: 1000, refunded: 0 },
    { month: '2026-01', charged: 6000, collected: 2000, outstanding: 5000, refunded: 0 },
    { month: '2026-02', charged: 3000, collected: 4000, outstanding: 4000, refunded: 0 },
    { month: '2026-03', charged: -5000, collected: 0, outstanding: 1000, refunded: 2000 },
  ],
};

function renderDashboard(load: () => Promise<AdminStats>, loadFinance: () => Promise<FinanceSummary> = async () => finance) {
  const handler = vi.fn(load);
  const scope = fork({ handlers: [[fetchAdminStatsFx, handler], [fetchFinanceSummaryFx, vi.fn(loadFinance)]] });
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

  it('shows the finance summary, newest month first, in whole Taka', async () => {
    renderDashboard(async () => stats);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows[1]).toHaveTextContent('Mar 2026');
    expect(rows[1]).toHaveTextContent('2,000 TK');
    expect(rows[3]).toHaveTextContent('Jan 2026');
    expect(rows[3]).toHaveTextContent('6,000 TK');
    expect(rows[6]).toHaveTextContent('Oct 2025');
  });

  it('an empty ledger says so; a failure shows its error in the card', async () => {
    const quiet = { months: finance.months.map((month) => ({ ...month, charged: 0, collected: 0, outstanding: 0, refunded: 0 })) };
    const { unmount } = renderDashboard(async () => stats, async () => quiet);
    expect(await screen.findByText('No fees have been charged or paid in the last six months.')).toBeInTheDocument();
    unmount();
    renderDashboard(
      async () => stats,
      async () => {
        throw new ApiError('Database busy', 503, true);
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Database busy');
  });

  it('shows no finance card to a role the server refuses money to (403)', async () => {
    renderDashboard(
      async () => stats,
      async () => {
        throw new ApiError('You do not have access to this page.', 403, true);
      },
    );
    expect(await screen.findByText('42')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Finance summary' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
