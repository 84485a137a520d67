import { act, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { $publicStatsStatus, fetchPublicStatsFx, publicStatsRequested, StatsBand } from '@/pages/home';
import { renderWithProviders } from '../render';

describe('StatsBand', () => {
  it('shows the three labels with placeholders while the counts load', () => {
    renderWithProviders(<StatsBand />, { scope: fork({ values: [[$publicStatsStatus, 'loading']] }) });
    expect(screen.getByText('Total Tutors')).toBeInTheDocument();
    expect(screen.getByText('Total Guardians/Students')).toBeInTheDocument();
    expect(screen.getByText('Live Tuition Jobs')).toBeInTheDocument();
    expect(screen.queryByText(/^\d/)).not.toBeInTheDocument();
  });

  it('shows the live counts from GET /api/stats/public', async () => {
    const fetchStats = vi.fn(async () => ({ tutors: 25013, students: 32007, liveJobs: 642 }));
    const scope = fork({ handlers: [[fetchPublicStatsFx, fetchStats]] });
    renderWithProviders(<StatsBand />, { scope });
    await act(() => allSettled(publicStatsRequested, { scope }));
    const band = screen.getByRole('region', { name: 'Shikhon in numbers' });
    expect(band).toHaveTextContent('25,013Total Tutors');
    expect(band).toHaveTextContent('32,007Total Guardians/Students');
    expect(band).toHaveTextContent('642Live Tuition Jobs');
  });

  it('is hidden when the counts cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const scope = fork({
      handlers: [[fetchPublicStatsFx, async () => Promise.reject(new ApiError('Bad Gateway', 502, false))]],
    });
    renderWithProviders(<StatsBand />, { scope });
    await act(() => allSettled(publicStatsRequested, { scope }));
    expect(screen.queryByText('Total Tutors')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
