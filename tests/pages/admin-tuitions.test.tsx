import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteTuitionFx } from '@/features/delete-tuition';
import { AdminTuitionsPage, tuitionsList } from '@/pages/admin-tuitions';
import { ApiError, type AdminTuitionListResponse, type Tuition } from '@/shared/api';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };

function job(index: number, overrides: Partial<Tuition> = {}): Tuition {
  const id = `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`;
  return {
    _id: id,
    jobId: id,
    jobNumber: 10000 + index,
    title: null,
    studentId: null,
    studentName: null,
    district: 'Dhaka',
    area: 'Mirpur',
    location: `Mirpur ${index}`,
    locationDetails: null,
    institution: null,
    category: 'Bangla Medium',
    classLevel: 'Class 8',
    studentGender: 'Male',
    preferredTutor: 'Any',
    tutoringType: 'Home Tutoring',
    tutoringTime: 'Any',
    days: 3,
    noOfStudents: 1,
    subjects: ['Math', 'Physics'],
    salary: '5000-8000',
    notes: [],
    status: 'active',
    postedAt: '2026-05-01T00:00:00.000Z',
    createdAt: '2026-05-01T00:00:00.000Z',
    ...overrides,
  };
}

type Query = Parameters<typeof tuitionsList.fetchFx>[0];

function renderList(load: (query: Query) => Promise<AdminTuitionListResponse>, remove = async () => ({ message: 'Tuition deleted successfully' })) {
  const loadHandler = vi.fn(load);
  const removeHandler = vi.fn(remove);
  const scope = fork({ handlers: [[tuitionsList.fetchFx, loadHandler], [deleteTuitionFx, removeHandler]] });
  return { ...renderWithProviders(<AdminTuitionsPage />, { route: '/admin/tuitions', session: admin, scope }), loadHandler, removeHandler };
}

afterEach(() => notifications.clean());

describe('admin tuitions list', () => {
  it('shows every column and filters by status through its control', async () => {
    const { user, loadHandler } = renderList(async ({ status }) =>
      status === 'closed'
        ? { data: [job(2, { status: 'closed', location: 'Uttara' })], total: 1, page: 1, limit: 10 }
        : { data: [job(1)], total: 1, page: 1, limit: 10 },
    );
    const row = (await screen.findByText('Mirpur 1, Dhaka')).closest('tr')!;
    for (const text of ['SK-10001', 'Bangla Medium', 'Class 8', 'Math', 'Physics', '5000-8000 TK/Month', 'active']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(loadHandler).toHaveBeenLastCalledWith({ status: 'all', page: 1, limit: 10 });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    expect(await screen.findByText('Uttara, Dhaka')).toBeInTheDocument();
    expect(loadHandler).toHaveBeenLastCalledWith({ status: 'closed', page: 1, limit: 10 });
  });

  it('pages through the list', async () => {
    const { user, loadHandler } = renderList(async (query) => ({
      data: [job(Number(query.page))],
      total: 25,
      page: Number(query.page),
      limit: 10,
    }));
    expect(await screen.findByText('Mirpur 1, Dhaka')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Mirpur 3, Dhaka')).toBeInTheDocument();
    expect(loadHandler).toHaveBeenLastCalledWith({ status: 'all', page: 3, limit: 10 });
  });

  it('shows the empty state', async () => {
    renderList(async () => ({ data: [], total: 0, page: 1, limit: 10 }));
    expect(await screen.findByText('No tuitions found')).toBeInTheDocument();
  });

  it('shows the load failure with Try Again', async () => {
    let fail = true;
    const { user } = renderList(async () => {
      if (fail) throw new ApiError('offline', 0, false);
      return { data: [job(1)], total: 1, page: 1, limit: 10 };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tuitions');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Mirpur 1, Dhaka')).toBeInTheDocument();
  });

  it("says 'Failed to load tuitions' even when the server sent a sentence of its own", async () => {
    renderList(async () => {
      throw new ApiError('Database unavailable', 503, true);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load tuitions');
    expect(alert).not.toHaveTextContent('Database unavailable');
  });

  it('searches by job number through the search box', async () => {
    const { user, loadHandler } = renderList(async ({ q }) =>
      q ? { data: [job(2)], total: 1, page: 1, limit: 10 } : { data: [job(1), job(2)], total: 2, page: 1, limit: 10 },
    );
    await screen.findByText('Mirpur 1, Dhaka');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'SK-10002');
    await waitFor(() => expect(loadHandler).toHaveBeenLastCalledWith({ status: 'all', q: 'SK-10002', page: 1, limit: 10 }));
    await waitFor(() => expect(screen.queryByText('Mirpur 1, Dhaka')).toBeNull());
    expect(screen.getByText('SK-10002')).toBeInTheDocument();
  });

  it('deletes a job after the confirm modal and removes its row', async () => {
    let rows = [job(1), job(2)];
    const { user, removeHandler } = renderList(async () => ({ data: rows, total: rows.length, page: 1, limit: 10 }), async () => {
      rows = rows.filter((row) => row.jobId !== job(1).jobId);
      return { message: 'Tuition deleted successfully' };
    });
    await screen.findByText('Mirpur 1, Dhaka');
    await user.click(screen.getByRole('button', { name: 'Delete tuition SK-10001' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete tuition with Job ID SK-10001? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Mirpur 1, Dhaka')).toBeNull());
    expect(removeHandler).toHaveBeenCalledWith(job(1).jobId);
    expect(screen.getByText('Mirpur 2, Dhaka')).toBeInTheDocument();
    expect(await screen.findByText('Tuition deleted successfully')).toBeInTheDocument();
  });

  it('keeps the row when Cancel is chosen', async () => {
    const { user, removeHandler } = renderList(async () => ({ data: [job(1)], total: 1, page: 1, limit: 10 }));
    await screen.findByText('Mirpur 1, Dhaka');
    await user.click(screen.getByRole('button', { name: 'Delete tuition SK-10001' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removeHandler).not.toHaveBeenCalled();
    expect(screen.getByText('Mirpur 1, Dhaka')).toBeInTheDocument();
  });
});
