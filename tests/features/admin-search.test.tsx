import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/entities/session';
import { ADMIN_SEARCH_DEBOUNCE_MS, AdminSearch, adminSearchTarget } from '@/widgets/admin-layout';
import type { AdminSearchResponse } from '@/shared/api';
import { renderWithProviders } from '../render';

const admin: SessionUser = { id: 'a1', name: 'Ops', userType: 'admin', token: 'tok' };
const JOB_ID = '3f2a9c1e-0000-4000-8000-000000000001';
const RESULTS: AdminSearchResponse = {
  students: [{ id: 's1', displayId: 1042, name: 'Rahima Begum', email: 'rahima@example.com', phone: '01711000001' }],
  tutors: [{ id: 't1', displayId: 7, name: 'Rahim Uddin', email: 'rahim.t@example.com', phone: '01811000002' }],
  jobs: [{ id: JOB_ID, jobNumber: 10234, title: 'Tutor Needed For Bangla Medium', studentName: 'Rahima', district: 'Dhaka', area: 'Uttara', status: 'active' }],
};
const EMPTY: AdminSearchResponse = { students: [], tutors: [], jobs: [] };

async function renderSearch(search: (q: string) => Promise<AdminSearchResponse>) {
  const spy = vi.fn(search);
  const Landing = () => <p>Landed</p>;
  const result = renderWithProviders(<AdminSearch search={spy} />, {
    session: admin,
    route: '/admin',
    path: '/admin',
    routes: [
      { path: '/admin/students', element: <Landing /> },
      { path: '/admin/tutors', element: <Landing /> },
      { path: '/tuition_details/:id', element: <Landing /> },
    ],
  });
  await screen.findByLabelText('Search');
  return { ...result, search: spy };
}

const box = () => screen.getByLabelText('Search');
const type = (value: string) => fireEvent.change(box(), { target: { value } });

afterEach(() => vi.useRealTimers());

describe('AdminSearch', () => {
  it('waits 300 ms after the last keystroke, and needs two characters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { search } = await renderSearch(async () => RESULTS);
    fireEvent.focus(box());
    type('r');
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_SEARCH_DEBOUNCE_MS + 50));
    expect(search).not.toHaveBeenCalled();
    type('ra');
    await act(() => vi.advanceTimersByTimeAsync(100));
    type('rah');
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_SEARCH_DEBOUNCE_MS - 50));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('rah');
  });

  it('shows the results grouped Students / Tutors / Jobs', async () => {
    await renderSearch(async () => RESULTS);
    fireEvent.focus(box());
    type('rahim');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    await waitFor(() => expect(listbox).toHaveTextContent('Rahima Begum'));
    const text = listbox.textContent ?? '';
    expect(text.indexOf('Students')).toBeLessThan(text.indexOf('Tutors'));
    expect(text.indexOf('Tutors')).toBeLessThan(text.indexOf('Jobs'));
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(listbox).toHaveTextContent('#1042');
  });

  it('says so when nothing matches, and when the search fails', async () => {
    const answers = [Promise.resolve(EMPTY), Promise.reject(new Error('down'))];
    answers[1]!.catch(() => undefined);
    let call = 0;
    await renderSearch(() => answers[call++]!);
    fireEvent.focus(box());
    type('zzz');
    expect(await screen.findByText('No students, tutors or jobs match "zzz".')).toBeInTheDocument();
    type('yyy');
    expect(await screen.findByText('Search failed. Please try again.')).toBeInTheDocument();
  });

  it('is keyboard navigable: arrows move, Enter opens the chosen tutor', async () => {
    const { router, user } = await renderSearch(async () => RESULTS);
    await user.click(box());
    await user.type(box(), 'rahim');
    await screen.findByText(/Rahima Begum/);
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveAttribute('data-combobox-selected', 'true'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getAllByRole('option')[1]).toHaveAttribute('data-combobox-selected', 'true'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/tutors');
    expect(router.state.location.search).toBe('?search=rahim.t%40example.com');
  });

  it('clicking a job opens its page; Escape closes the list', async () => {
    const { router, user } = await renderSearch(async () => RESULTS);
    await user.click(box());
    await user.type(box(), 'rahim');
    await screen.findByText(/Rahima Begum/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Search results' })).not.toBeInTheDocument());
    await user.type(box(), 'a');
    await user.click(await screen.findByText('SK-10234 · Tutor Needed For Bangla Medium'));
    expect(await screen.findByText('Landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/tuition_details/${JOB_ID}`);
  });

  it('builds the targets the spec names', () => {
    expect(adminSearchTarget('student', 'a+b@example.com')).toBe('/admin/students?search=a%2Bb%40example.com');
    expect(adminSearchTarget('job', JOB_ID)).toBe(`/tuition_details/${JOB_ID}`);
  });
});
