import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminTutorRequestsPage, changeHireRequestStatusFx, hireRequestsList } from '@/pages/admin-tutor-requests';
import { ApiError, type HireRequestFilter, type HireRequestListResponse, type PublicTutorRequest } from '@/shared/api';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };

function hireRequest(index: number, overrides: Partial<PublicTutorRequest> = {}): PublicTutorRequest {
  return {
    _id: `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
    studentName: `Student ${index}`,
    phone: `0171100000${index}`,
    medium: 'Bangla Medium',
    classLevel: 'Class 8',
    subjects: ['Math'],
    district: 'Dhaka',
    area: 'Mirpur',
    address: 'Road 1',
    isCompleted: false,
    createdAt: '2026-05-01T06:00:00.000Z',
    ...overrides,
  };
}

/** A pretend server over a list of requests: tabs, counts and the toggle behave like the real one. */
function serverOf(initial: PublicTutorRequest[]) {
  let rows = [...initial];
  const list = vi.fn(async ({ status }: { status: HireRequestFilter; page: number }): Promise<HireRequestListResponse> => {
    const data = rows.filter((r) => status === 'all' || r.isCompleted === (status === 'completed'));
    const completed = rows.filter((r) => r.isCompleted).length;
    return {
      data,
      total: data.length,
      page: 1,
      limit: 20,
      counts: { all: rows.length, pending: rows.length - completed, completed },
    };
  });
  const change = vi.fn(async ({ id, isCompleted }: { id: string; isCompleted: boolean }) => {
    rows = rows.map((r) => (r._id === id ? { ...r, isCompleted } : r));
    return { message: 'Request status updated', data: rows.find((r) => r._id === id)! };
  });
  return { list, change };
}

function renderPage(list: (q: { status: HireRequestFilter; page: number }) => Promise<HireRequestListResponse>, change?: (p: { id: string; isCompleted: boolean }) => Promise<unknown>) {
  const scope = fork({
    handlers: [
      [hireRequestsList.fetchFx, list],
      [changeHireRequestStatusFx, change ?? (async () => Promise.reject(new ApiError('nope', 500, true)))],
    ],
  });
  return renderWithProviders(<AdminTutorRequestsPage />, { route: '/admin/tutor-requests', session: admin, scope });
}

const card = (name: string) => screen.getByRole('article', { name: `Request from ${name}` });

afterEach(() => notifications.clean());

describe('admin tutor requests (simple list)', () => {
  it('shows the spinner, then every card with its fields, colours and the Total', async () => {
    const { list, change } = serverOf([
      hireRequest(1, { studentName: 'Nusrat Jahan', phone: '01711000001', area: 'Uttara', classLevel: 'HSC', medium: 'English Version' }),
      hireRequest(2, { isCompleted: true }),
    ]);
    renderPage(list, change);
    expect(screen.getByLabelText('Loading tutor requests')).toBeInTheDocument();
    await screen.findByText('Nusrat Jahan');
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    const pending = card('Nusrat Jahan');
    for (const text of ['01711000001', 'HSC', 'English Version', 'Uttara, Dhaka', 'May 1, 2026', 'Pending']) {
      expect(within(pending).getByText(text)).toBeInTheDocument();
    }
    expect(within(pending).getByText('Class Level:')).toBeInTheDocument();
    expect(within(pending).getByText('Request Date:')).toBeInTheDocument();
    expect(pending).toHaveAttribute('data-status', 'pending');
    expect(pending.style.borderLeft).toContain('yellow');
    expect(within(pending).getByRole('button', { name: 'Mark as Complete' })).toBeInTheDocument();
    const completed = card('Student 2');
    expect(completed.style.borderLeft).toContain('green');
    expect(within(completed).getByText('Completed')).toBeInTheDocument();
    expect(within(completed).getByRole('button', { name: 'Mark as Pending' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ status: 'all', page: 1, limit: 20 });
  });

  it('filters with the tabs (asking the server) and shows the tab\u2019s Total', async () => {
    const { list, change } = serverOf([hireRequest(1), hireRequest(2, { isCompleted: true }), hireRequest(3)]);
    const { user } = renderPage(list, change);
    await screen.findByText('Student 1');
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
    expect(screen.getByText('Student 2')).toBeInTheDocument();
    expect(screen.queryByText('Student 1')).toBeNull();
    expect(list).toHaveBeenLastCalledWith({ status: 'completed', page: 1, limit: 20 });
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText('Total: 2')).toBeInTheDocument();
    expect(screen.queryByText('Student 2')).toBeNull();
  });

  it('toggles a card at once: its colour, its button and the counts', async () => {
    const { list, change } = serverOf([hireRequest(1), hireRequest(2)]);
    const { user } = renderPage(list, change);
    await screen.findByText('Student 1');
    await user.click(within(card('Student 1')).getByRole('button', { name: 'Mark as Complete' }));
    await waitFor(() => expect(card('Student 1')).toHaveAttribute('data-status', 'completed'));
    expect(change).toHaveBeenCalledWith({ id: hireRequest(1)._id, isCompleted: true });
    expect(within(card('Student 1')).getByRole('button', { name: 'Mark as Pending' })).toBeInTheDocument();
    expect(card('Student 1').style.borderLeft).toContain('green');
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    // The Pending tab's count went down, Completed's up (badges beside the tab names).
    expect(within(screen.getByRole('tab', { name: 'Pending' })).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByRole('tab', { name: 'Completed' })).getByText('1')).toBeInTheDocument();

    await user.click(within(card('Student 1')).getByRole('button', { name: 'Mark as Pending' }));
    await waitFor(() => expect(card('Student 1')).toHaveAttribute('data-status', 'pending'));
    expect(change).toHaveBeenLastCalledWith({ id: hireRequest(1)._id, isCompleted: false });
  });

  it('in the Pending tab a completed card leaves at once and the Total follows', async () => {
    const { list, change } = serverOf([hireRequest(1), hireRequest(2)]);
    const { user } = renderPage(list, change);
    await screen.findByText('Student 1');
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    await screen.findByText('Total: 2');
    await user.click(within(card('Student 1')).getByRole('button', { name: 'Mark as Complete' }));
    await waitFor(() => expect(screen.queryByText('Student 1')).toBeNull());
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
    expect(screen.getByText('Student 2')).toBeInTheDocument();
  });

  it('says "Failed to update status" when the toggle fails, and the card stays as it was', async () => {
    const { list } = serverOf([hireRequest(1)]);
    const { user } = renderPage(list, async () => {
      throw new ApiError('offline', 0, false);
    });
    await screen.findByText('Student 1');
    await user.click(screen.getByRole('button', { name: 'Mark as Complete' }));
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    expect(card('Student 1')).toHaveAttribute('data-status', 'pending');
    expect(screen.getByRole('button', { name: 'Mark as Complete' })).toBeEnabled();
  });

  it.each([
    ['All', 'No all requests', 'No tutor requests have been made yet.'],
    ['Pending', 'No pending requests', 'No pending requests found.'],
    ['Completed', 'No completed requests', 'No completed requests found.'],
  ] as const)('shows the %s tab\u2019s empty state', async (tab, heading, line) => {
    const { list, change } = serverOf([]);
    const { user } = renderPage(list, change);
    await screen.findByText('No tutor requests have been made yet.');
    if (tab !== 'All') await user.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(line)).toBeInTheDocument();
  });

  it('pages through a long tab on the server', async () => {
    const list = vi.fn(async ({ page }: { status: HireRequestFilter; page: number }) => ({
      data: [hireRequest(page)],
      total: 45,
      page,
      limit: 20,
      counts: { all: 45, pending: 45, completed: 0 },
    }));
    const { user } = renderPage(list);
    await screen.findByText('Student 1');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Student 3')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ status: 'all', page: 3, limit: 20 });
  });

  it('shows a load failure with Try Again', async () => {
    let fail = true;
    const { list, change } = serverOf([hireRequest(1)]);
    const { user } = renderPage(async (query) => {
      if (fail) throw new ApiError('offline', 0, false);
      return list(query);
    }, change);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tutor requests');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Student 1')).toBeInTheDocument();
  });
});
