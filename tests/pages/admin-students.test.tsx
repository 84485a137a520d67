import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminStudentsPage, studentsList } from '@/pages/admin-students';
import { deleteUserFx } from '@/features/delete-user';
import { ApiError, type AdminStudent, type AdminStudentsQuery, type AdminStudentsResponse } from '@/shared/api';
import { answerFrom, makeStudents } from '../../stories/pages/admin-students-fixtures';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Admin User', token: 't0k3n', userType: 'admin' as const };

function renderPage(
  options: {
    students?: AdminStudent[];
    fetch?: (query: AdminStudentsQuery) => Promise<AdminStudentsResponse>;
    remove?: (id: string) => Promise<{ message: string }>;
    route?: string;
  } = {},
) {
  let all = options.students ?? makeStudents(25);
  const fetch = vi.fn(options.fetch ?? (async (query: AdminStudentsQuery) => answerFrom(all)(query)));
  const remove = vi.fn(
    options.remove ??
      (async (id: string) => {
        all = all.filter((s) => s._id !== id);
        return { message: 'User deleted successfully' };
      }),
  );
  const scope = fork({ handlers: [[studentsList.fetchFx, fetch], [deleteUserFx, remove]] });
  const route = options.route ?? '/admin/students';
  return { ...renderWithProviders(<AdminStudentsPage />, { route, session: admin, scope }), fetch, remove };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

afterEach(() => notifications.clean());

describe('admin students page', () => {
  it("shows 'Loading...', then the counts and the first 10 students newest first", async () => {
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 10 of 25 students')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(firstCells()[0]).toBe('1025');
    expect(screen.getByRole('group', { name: 'Total Students' })).toHaveTextContent('Total Students25');
    expect(screen.getByRole('group', { name: 'Registered Today' })).toHaveTextContent('Registered Today2');
    expect(screen.getByRole('group', { name: 'Active' })).toHaveTextContent('Active19');
    expect(screen.getByRole('group', { name: 'Inactive' })).toHaveTextContent('Inactive6');
    expect(screen.getByRole('columnheader', { name: /Registered/ })).toHaveAttribute('aria-sort', 'descending');
    for (const header of ['ID', 'Name', 'Contact', 'Location / Class', 'Registered', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
    expect(screen.getByText('Student Management Tips')).toBeInTheDocument();
    expect(screen.getByText('Engagement Strategy')).toBeInTheDocument();
    expect(screen.getByText('Verification Process')).toBeInTheDocument();
  });

  it('pages with Previous, Next and numbered buttons', async () => {
    const { user, fetch } = renderPage();
    await screen.findByText('Showing 1 to 10 of 25 students');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21 to 25 of 25 students')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 11 to 20 of 25 students')).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, limit: 10, sort: 'createdAt', order: 'desc' }));
  });

  it('sorts by a header and toggles the order on a second click', async () => {
    const { user, fetch } = renderPage();
    await screen.findByText('Showing 1 to 10 of 25 students');
    await user.click(screen.getByRole('button', { name: 'ID' }));
    await waitFor(() => expect(firstCells()[0]).toBe('1001'));
    expect(screen.getByRole('columnheader', { name: /^ID/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'ID' }));
    await waitFor(() => expect(firstCells()[0]).toBe('1025'));
    expect(screen.getByRole('columnheader', { name: /^ID/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name', order: 'asc', page: 1 }));
  });

  it('filters by the four buttons and shows the empty text without a search', async () => {
    const { user, fetch } = renderPage({ students: makeStudents(3, 0) });
    await screen.findByText('Showing 1 to 3 of 3 students');
    await user.click(screen.getByRole('button', { name: 'Inactive' }));
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ filter: 'inactive' }));
    await user.click(screen.getByRole('button', { name: 'Registered Today' }));
    expect(await screen.findByText('No students found')).toBeInTheDocument();
    expect(screen.getByText('There are no students matching the current filter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registered Today' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 1 to 3 of 3 students')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Students' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Active' }));
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ filter: 'active' }));
  });

  it('searches, shows the search empty text, and Clear filters empties the box', async () => {
    const { user, fetch } = renderPage();
    await screen.findByText('Showing 1 to 10 of 25 students');
    const box = screen.getByRole('searchbox', { name: 'Search students' });
    expect(box).toHaveAttribute('placeholder', 'Search students...');
    await user.type(box, 'STUDENT7@');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'STUDENT7@', page: 1 }));
    await user.clear(box);
    await user.type(box, 'nobody');
    expect(await screen.findByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(box).toHaveValue('');
    expect(await screen.findByText('Showing 1 to 10 of 25 students')).toBeInTheDocument();
  });

  it('opens Student Details with the three sections and N/A for what is missing', async () => {
    const { user } = renderPage({ students: makeStudents(3, 0) });
    await screen.findByText('Showing 1 to 3 of 3 students');
    const student = makeStudents(3, 0)[0]!;
    await user.click(screen.getByRole('button', { name: `View ${student.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Student Details' });
    for (const text of ['Basic Information', 'Educational Details', 'Location Information', 'Registration Date', 'Class/Level', 'Institution', 'Medium', 'Area', 'Address']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText(student.email)).toBeInTheDocument();
    expect(within(dialog).getByText('N/A')).toBeInTheDocument(); // student 3 has no class
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes after confirmation and the row leaves the list', async () => {
    const { user, remove } = renderPage({ students: makeStudents(3, 0) });
    await screen.findByText('Showing 1 to 3 of 3 students');
    const student = makeStudents(3, 0)[0]!;
    await user.click(screen.getByRole('button', { name: `Delete ${student.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Student' });
    expect(dialog).toHaveTextContent(`Are you sure you want to delete ${student.name}? This action cannot be undone.`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith(student._id);
    expect(await screen.findByText('Showing 1 to 2 of 2 students')).toBeInTheDocument();
    expect(screen.queryByText(student.name)).not.toBeInTheDocument();
    expect(await screen.findByText('Student deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Delete Student' })).not.toBeInTheDocument();
  });

  it('closes the delete modal on a failure, keeps the row and says why', async () => {
    const { user } = renderPage({
      students: makeStudents(2, 0),
      remove: async () => {
        throw new ApiError('An admin account cannot be deleted here', 403, true);
      },
    });
    await screen.findByText('Showing 1 to 2 of 2 students');
    const student = makeStudents(2, 0)[0]!;
    await user.click(screen.getByRole('button', { name: `Delete ${student.name}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Student' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An admin account cannot be deleted here')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Student' })).not.toBeInTheDocument());
    expect(screen.getByText(student.name)).toBeInTheDocument();
  });

  it('shows a load error in a red box and Try Again loads again', async () => {
    let fail = true;
    const { user, fetch } = renderPage({
      fetch: async (query) => {
        if (fail) throw new ApiError('Failed to fetch', 0, false);
        return answerFrom(makeStudents(2, 0))(query);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load students');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 1 to 2 of 2 students')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message when it sent one", async () => {
    renderPage({
      fetch: async () => {
        throw new ApiError('You do not have permission to do this.', 403, true);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
  });
});

describe('a link from the header search', () => {
  it('opens the list already searched for ?search=', async () => {
    const { fetch } = renderPage({ route: '/admin/students?search=student3%40example.com' });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(expect.objectContaining({ search: 'student3@example.com' })));
    expect(screen.getByRole('searchbox')).toHaveValue('student3@example.com');
  });
});
