import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTuitionsFx, type BoardQuery } from '@/entities/tuition';
import { TuitionBoardPage } from '@/pages/tuition-board';
import { ApiError } from '@/shared/api';
import type { TuitionListResponse } from '@/shared/api';
import { makeBoardPage } from '../../stories/entities/tuition/fixtures';
import { renderWithProviders, setViewport } from '../render';

/** A server with `total` active jobs, answering any page of them. */
const serverWith =
  (total: number) =>
  async ({ page, limit }: BoardQuery): Promise<TuitionListResponse> =>
    makeBoardPage(Math.max(0, Math.min(limit, total - (page - 1) * limit)), { page, limit, total });

function renderBoard(
  handler: (query: BoardQuery) => Promise<TuitionListResponse> = serverWith(42),
  route = '/tution_list',
) {
  const fetch = vi.fn(handler);
  const scope = fork({ handlers: [[fetchTuitionsFx, fetch]] });
  const result = renderWithProviders(<TuitionBoardPage />, { route, path: '/tution_list', scope });
  return { ...result, fetch };
}

afterEach(() => setViewport(1024));

describe('TuitionBoardPage', () => {
  it('shows a spinner, then the first page of jobs with the count line and a pager', async () => {
    let release: (value: TuitionListResponse) => void = () => {};
    const { fetch } = renderBoard(() => new Promise((resolve) => (release = resolve)));
    expect(screen.getByRole('status', { name: 'Loading jobs' })).toBeInTheDocument();
    release(await serverWith(42)({ page: 1, limit: 10 }));

    expect(await screen.findByText('Showing 1-10 of 42 jobs')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getAllByRole('link', { name: 'View Details' })).toHaveLength(10);
    expect(screen.getByRole('navigation', { name: 'Job list pages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Advance Filter' })).toBeInTheDocument();
  });

  it('pages through the jobs on the server, back at the top of the window', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user, fetch } = renderBoard();
    await screen.findByText('Showing 1-10 of 42 jobs');
    expect(within(screen.getByRole('region', { name: 'Tuition jobs' })).getAllByRole('article')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Showing 41-42 of 42 jobs')).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scroll.mockRestore();
    expect(fetch).toHaveBeenLastCalledWith({ page: 5, limit: 10 });
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Showing 31-40 of 42 jobs')).toBeInTheDocument();
  });

  it('offers 10, 20 and 50 a page and starts again at page 1', async () => {
    const { user, fetch } = renderBoard();
    await screen.findByText('Showing 1-10 of 42 jobs');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 21-30 of 42 jobs');

    const show = screen.getByLabelText('Show:');
    expect(within(show).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '20', '50']);
    await user.selectOptions(show, '20');
    expect(await screen.findByText('Showing 1-20 of 42 jobs')).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 20 });
  });

  it('pre-selects the district of the address and keeps a new choice in the address', async () => {
    const { user, fetch, router } = renderBoard(serverWith(3), '/tution_list?district=Sylhet');
    await screen.findByText('Showing 1-3 of 3 jobs');
    expect(fetch).toHaveBeenCalledWith({ page: 1, limit: 10, district: 'Sylhet' });
    const district = await screen.findByRole('combobox', { name: 'Select District' });
    expect(district).toHaveValue('Sylhet');

    await user.click(district);
    await user.clear(district);
    await user.type(district, 'Khul');
    await user.click(await screen.findByRole('option', { name: 'Khulna' }));
    await waitFor(() => expect(router.state.location.search).toBe('?district=Khulna'));
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, district: 'Khulna' });

    await user.click(district);
    await user.clear(district);
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
  });

  it('searches by job id once the user pauses typing', async () => {
    const { fetch } = renderBoard(serverWith(3));
    await screen.findByText('Showing 1-3 of 3 jobs');
    const jobId = await screen.findByRole('textbox', { name: 'Search By Job Id' });
    expect(jobId).toHaveAttribute('placeholder', 'Enter job id here...');
    // Four keystrokes in one burst (fireEvent is synchronous, so no debounce interval can pass between them however
    // loaded the machine is): one call for the whole word, not one per key.
    for (const typed of ['7', '7f', '7f3', '7f3a']) fireEvent.change(jobId, { target: { value: typed } });
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, jobId: '7f3a' }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('filters by posted dates and by one tutor preference at a time', async () => {
    const { user, fetch } = renderBoard(serverWith(3));
    await screen.findByText('Showing 1-3 of 3 jobs');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, from: '2026-03-01', to: '2026-03-31' }),
    );

    const preference = screen.getByRole('group', { name: 'Tutor Preference' });
    const [all, male, female] = within(preference).getAllByRole('checkbox');
    expect(all).toBeChecked();
    await user.click(female);
    expect(female).toBeChecked();
    expect(all).not.toBeChecked();
    expect(male).not.toBeChecked();
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ preferredTutor: 'Female' }));
    await user.click(male);
    expect(male).toBeChecked();
    expect(female).not.toBeChecked();
    await user.click(male);
    expect(all).toBeChecked();
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 10, from: '2026-03-01', to: '2026-03-31' });
  });

  it('flags an end date before the start date', async () => {
    renderBoard(serverWith(0));
    await screen.findByText('No job listings found');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('The end date is before the start date')).toBeInTheDocument();
  });

  it('says so when no job matches', async () => {
    renderBoard(serverWith(0));
    expect(await screen.findByText('No job listings found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or check back later.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0-0 of 0 jobs')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Job list pages' })).not.toBeInTheDocument();
  });

  it('shows an error with "Try Again" (and no invented jobs) when the server cannot be reached', async () => {
    const { user, fetch } = renderBoard(async () => {
      throw new ApiError('Failed to fetch', 0, false);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load jobs');
    expect(alert).toHaveTextContent('We could not reach the server. Check your connection and try again.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    fetch.mockImplementation(serverWith(2));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 1-2 of 2 jobs')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('folds the filters into a block above the list on a 360 px phone', async () => {
    setViewport(360);
    const { user } = renderBoard(serverWith(3));
    await screen.findByText('Showing 1-3 of 3 jobs');
    const toggle = screen.getByRole('button', { name: 'Advance Filter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Search By Job Id')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Search By Job Id' })).toBeVisible();
    // The filters come before the jobs in the page order.
    const firstCard = screen.getAllByRole('article')[0];
    expect(toggle.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
