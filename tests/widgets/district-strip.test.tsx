import { act, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $districtCounts,
  $districtCountsStatus,
  DistrictStrip,
  districtCountsRequested,
  districtStripEntries,
  fetchDistrictCountsFx,
} from '@/pages/home';
import { ApiError } from '@/shared/api';
import { renderWithProviders } from '../render';

const EIGHT = ['Barishal', 'Chattogram', 'Dhaka', 'Khulna', 'Mymensingh', 'Rajshahi', 'Sylhet', 'Rangpur'];

/** The cards a keyboard or screen reader user meets (the loop's repeated copies are hidden). */
const districtLinks = () => screen.getAllByRole('link');

describe('districtStripEntries', () => {
  it('starts from the eight local defaults at 0', () => {
    expect(districtStripEntries({})).toEqual(EIGHT.map((district) => ({ district, count: 0 })));
  });

  it('takes the server counts, keeps districts with 0 and adds the others, most tuitions first', () => {
    const entries = districtStripEntries({ Dhaka: 12, Gazipur: 3, Bogura: 0, Comilla: 5, Chittagong: 2 });
    expect(entries.slice(0, 8)).toEqual([
      { district: 'Barishal', count: 0 },
      { district: 'Chattogram', count: 2 },
      { district: 'Dhaka', count: 12 },
      { district: 'Khulna', count: 0 },
      { district: 'Mymensingh', count: 0 },
      { district: 'Rajshahi', count: 0 },
      { district: 'Sylhet', count: 0 },
      { district: 'Rangpur', count: 0 },
    ]);
    // Old spellings merge into the catalogue's; a district the server reports with 0 is shown too.
    expect(entries.slice(8)).toEqual([
      { district: 'Cumilla', count: 5 },
      { district: 'Gazipur', count: 3 },
      { district: 'Bogura', count: 0 },
    ]);
  });
});

describe('DistrictStrip', () => {
  it('shows each district with "..." while the counts load, linking to /tution_list?district={name}', () => {
    renderWithProviders(<DistrictStrip />, { scope: fork({ values: [[$districtCountsStatus, 'loading']] }) });
    const links = districtLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      EIGHT.map((district) => `/tution_list?district=${district}`),
    );
    for (const link of links) expect(link).toHaveTextContent('...');
    expect(screen.queryByText(/Tuitions$/)).not.toBeInTheDocument();
  });

  it('shows "{N} Tuitions" once the server answered, zeros included', async () => {
    const fetchCounts = vi.fn(async () => ({ data: { Dhaka: 12, "Cox's Bazar": 4 } }));
    const scope = fork({ handlers: [[fetchDistrictCountsFx, fetchCounts]] });
    renderWithProviders(<DistrictStrip />, { scope });
    await act(() => allSettled(districtCountsRequested, { scope }));

    await waitFor(() => expect(screen.getByRole('link', { name: /^Dhaka/ })).toHaveTextContent('Dhaka12 Tuitions'));
    expect(screen.getByRole('link', { name: /^Khulna/ })).toHaveTextContent('Khulna0 Tuitions');
    expect(screen.getByRole('link', { name: /^Cox's Bazar/ })).toHaveAttribute(
      'href',
      "/tution_list?district=Cox's%20Bazar",
    );
    expect(screen.queryByText('...')).not.toBeInTheDocument();
    expect(fetchCounts).toHaveBeenCalledTimes(1);
  });

  it('opens the tuition board of the clicked district', async () => {
    const scope = fork({ values: [[$districtCounts, { Sylhet: 7 }], [$districtCountsStatus, 'ready']] });
    const { user, router } = renderWithProviders(<DistrictStrip />, {
      scope,
      path: '/',
      routes: [{ path: '/tution_list', element: <p>Tuition board</p> }],
    });
    await user.click(screen.getByRole('link', { name: /^Sylhet/ }));
    expect(await screen.findByText('Tuition board')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tution_list');
    expect(router.state.location.search).toBe('?district=Sylhet');
  });

  it('keeps the cards, without counts, when the counts cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scope = fork({
      handlers: [[fetchDistrictCountsFx, async () => Promise.reject(new ApiError('Internal Server Error', 500, true))]],
    });
    renderWithProviders(<DistrictStrip />, { scope });
    await act(() => allSettled(districtCountsRequested, { scope }));
    await waitFor(() => expect(screen.getByRole('link', { name: /^Dhaka/ })).toHaveTextContent('View tuitions'));
    expect(scope.getState($districtCountsStatus)).toBe('failed');
    expect(error).toHaveBeenCalledWith('Could not load tuition counts by district:', 'Internal Server Error');
    error.mockRestore();
  });
});
