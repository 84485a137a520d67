import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteUserFx } from '@/features/delete-user';
import { AdminTutorsPage, tutorsList, setPremiumFx, verifyTutorFx } from '@/pages/admin-tutors';
import { ApiError, type AdminTutor, type AdminTutorListResponse } from '@/shared/api';
import { adminTutor, storyTutors, tutorList } from '../../stories/pages/admin-tutors-fixtures';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Admin User', token: 't0k3n', userType: 'admin' as const };

type Query = Parameters<typeof tutorsList.fetchFx>[0];
interface Handlers {
  list?: (query: Query) => Promise<AdminTutorListResponse>;
  verify?: (decision: { tutorId: string; isApproved: boolean }) => Promise<{ message: string; tutor: AdminTutor }>;
  premium?: (change: { tutorId: string; isPremium: boolean }) => Promise<{ message: string; tutor: AdminTutor }>;
}

function renderPage({ list = async () => tutorList(), verify, premium, route = '/admin/tutors' }: Handlers & { route?: string } = {}) {
  const listHandler = vi.fn(list);
  const verifyHandler = vi.fn(
    verify ??
      (async ({ tutorId, isApproved }) => ({
        message: 'ok',
        tutor: { ...(storyTutors.find((tutor) => tutor._id === tutorId) ?? adminTutor()), isVerified: isApproved },
      })),
  );
  const premiumHandler = vi.fn(
    premium ??
      (async ({ tutorId, isPremium }) => ({
        message: 'ok',
        tutor: { ...(storyTutors.find((tutor) => tutor._id === tutorId) ?? adminTutor()), isPremium },
      })),
  );
  const scope = fork({
    handlers: [
      [tutorsList.fetchFx, listHandler],
      [verifyTutorFx, verifyHandler],
      [setPremiumFx, premiumHandler],
    ],
  });
  return {
    ...renderWithProviders(<AdminTutorsPage />, { route, session: admin, scope }),
    listHandler,
    verifyHandler,
    premiumHandler,
  };
}

const rowOf = (name: string) => {
  const row = screen
    .getAllByText(name, { selector: 'p' })
    .map((cell) => cell.closest('tr'))
    .find((found) => found !== null);
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

afterEach(() => {
  act(() => notifications.clean());
});

describe('admin tutors page', () => {
  it('shows Loading..., then the stat cards and the rows with contact, qualification and status', async () => {
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Farhana Akter')).toBeInTheDocument();
    for (const label of ['Total Tutors', 'Verified Tutors', 'Pending Verification', 'Registered Today']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    const farhana = rowOf('Farhana Akter');
    expect(farhana.getByText('farhana@example.com')).toBeInTheDocument();
    expect(farhana.getByText('01711111111')).toBeInTheDocument();
    expect(farhana.getByText('BSc')).toBeInTheDocument();
    expect(farhana.getByText('University of Dhaka')).toBeInTheDocument();
    expect(farhana.getByText('Pending')).toBeInTheDocument();
    expect(rowOf('Rahim Uddin').getByText('Verified')).toBeInTheDocument();
    expect(rowOf('Sadia Islam').getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 3 of 3 tutors')).toBeInTheDocument();
  });

  it('asks the server for each filter, the debounced search and the pages', async () => {
    const { user, listHandler } = renderPage({
      list: async ({ page }) => tutorList(page === 1 ? storyTutors : [adminTutor({ _id: 'x', name: 'Page Two Tutor' })], 11, Number(page)),
    });
    await screen.findByText('Farhana Akter');
    expect(listHandler).toHaveBeenLastCalledWith({ filter: 'all', search: '', page: 1, limit: 10, tzOffset: new Date().getTimezoneOffset() });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page Two Tutor')).toBeInTheDocument();
    expect(listHandler).toHaveBeenLastCalledWith({ filter: 'all', search: '', page: 2, limit: 10, tzOffset: new Date().getTimezoneOffset() });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Pending Verification' }));
    await waitFor(() => expect(listHandler).toHaveBeenLastCalledWith({ filter: 'pending', search: '', page: 1, limit: 10, tzOffset: new Date().getTimezoneOffset() }));
    expect(screen.getByRole('button', { name: 'Pending Verification' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Verified' }));
    await user.click(screen.getByRole('button', { name: 'Registered Today' }));
    await waitFor(() => expect(listHandler).toHaveBeenLastCalledWith({ filter: 'today', search: '', page: 1, limit: 10, tzOffset: new Date().getTimezoneOffset() }));

    await user.type(screen.getByRole('textbox', { name: 'Search tutors' }), 'rahim');
    await waitFor(() => expect(listHandler).toHaveBeenLastCalledWith({ filter: 'today', search: 'rahim', page: 1, limit: 10, tzOffset: new Date().getTimezoneOffset() }));
    // Debounced: one call for the whole word, not one per letter.
    expect(listHandler.mock.calls.filter(([query]) => query.search !== '')).toHaveLength(1);
  });

  it('shows both empty texts and Clear filters resets the search and the filter', async () => {
    const { user, listHandler } = renderPage({ list: async () => tutorList([], 0) });
    expect(await screen.findByText('No tutors found')).toBeInTheDocument();
    expect(screen.getByText('There are no tutors matching the current filter')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verified' }));
    await user.type(screen.getByRole('textbox', { name: 'Search tutors' }), 'nobody');
    expect(await screen.findByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listHandler).toHaveBeenLastCalledWith({ filter: 'all', search: '', page: 1, limit: 10, tzOffset: new Date().getTimezoneOffset() }));
    expect(screen.getByRole('textbox', { name: 'Search tutors' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the server message or "Failed to load tutors", and Try Again fetches again', async () => {
    let calls = 0;
    const { user } = renderPage({
      list: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('Database is resting', 503, true);
        if (calls === 2) throw new ApiError('fetch failed', 0, false);
        return tutorList();
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is resting');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tutors');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Farhana Akter')).toBeInTheDocument();
  });

  it('the Verify Tutor modal shows education, both documents with dates and signed links, and the completion', async () => {
    const { user } = renderPage();
    await screen.findByText('Farhana Akter');
    await user.click(screen.getByRole('button', { name: 'Review Farhana Akter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify Tutor' }));
    expect(dialog.getByText('Tutor Information')).toBeInTheDocument();
    expect(dialog.getByText('Registration Date')).toBeInTheDocument();
    expect(dialog.getByText('March 1, 2026')).toBeInTheDocument();
    for (const block of ['SSC', 'HSC', 'Graduation']) expect(dialog.getByText(block)).toBeInTheDocument();
    expect(dialog.getByText('Holy Cross College')).toBeInTheDocument();
    expect(dialog.getByText('Uploaded on March 2, 2026')).toBeInTheDocument();
    expect(dialog.getByText('Uploaded on March 3, 2026')).toBeInTheDocument();
    const national = dialog.getByRole('link', { name: 'View Document: National ID' });
    expect(national).toHaveAttribute('href', '/api/documents/file/national-token.sig');
    expect(national).toHaveAttribute('target', '_blank');
    expect(national).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(dialog.getByRole('link', { name: 'View Document: Institution ID' })).toHaveAttribute(
      'href',
      '/api/documents/file/institution-token.sig',
    );
    expect(dialog.getByText('75% Complete')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
  });

  it('hides missing education blocks and says Not uploaded for missing documents', async () => {
    const { user } = renderPage();
    await screen.findByText('Sadia Islam');
    await user.click(screen.getByRole('button', { name: 'Review Sadia Islam' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify Tutor' }));
    expect(dialog.queryByText('SSC')).not.toBeInTheDocument();
    expect(dialog.queryByText('Graduation')).not.toBeInTheDocument();
    expect(dialog.getAllByText('Not uploaded')).toHaveLength(2);
    expect(dialog.queryByRole('link', { name: /View Document/ })).not.toBeInTheDocument();
    expect(dialog.getByText('20% Complete')).toBeInTheDocument();
  });

  it('Approve updates the row at once, toasts, closes the modal and reloads the counts', async () => {
    let calls = 0;
    const { user, verifyHandler, listHandler } = renderPage({
      // The reload never answers here: the row's Verified comes from the verify answer alone.
      list: async () => {
        calls += 1;
        return calls === 1 ? tutorList() : new Promise<never>(() => undefined);
      },
    });
    await screen.findByText('Farhana Akter');
    expect(rowOf('Farhana Akter').getByText('Pending')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review Farhana Akter' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(verifyHandler).toHaveBeenCalledWith({ tutorId: storyTutors[0]?._id, isApproved: true });
    expect(await screen.findByText('Tutor verified successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify Tutor' })).not.toBeInTheDocument());
    expect(rowOf('Farhana Akter').getByText('Verified')).toBeInTheDocument();
    expect(listHandler).toHaveBeenCalledTimes(2);
  });

  it('Reject of a verified tutor turns the row to Pending at once', async () => {
    let calls = 0;
    const { user, verifyHandler } = renderPage({
      // The second load never answers: what the row shows comes from the verify answer alone.
      list: async () => {
        calls += 1;
        return calls === 1 ? tutorList() : new Promise<never>(() => undefined);
      },
    });
    await screen.findByText('Rahim Uddin');
    expect(rowOf('Rahim Uddin').getByText('Verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review Rahim Uddin' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    // Rejecting asks for the reason first: nothing is sent without it.
    expect(await screen.findByText('Please give the reason for rejecting (the tutor reads it)')).toBeInTheDocument();
    expect(verifyHandler).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Reason for rejecting/ }), 'The NID photo is blurred');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(verifyHandler).toHaveBeenCalledWith({ tutorId: storyTutors[1]?._id, isApproved: false, reason: 'The NID photo is blurred' });
    expect(await screen.findByText('Tutor verification rejected')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Rahim Uddin').getByText('Pending')).toBeInTheDocument());
  });

  it('a failed verification keeps the modal open and shows the server message or the fallback', async () => {
    let calls = 0;
    const { user } = renderPage({
      verify: async () => {
        calls += 1;
        throw calls === 1 ? new ApiError('Tutor not found', 404, true) : new ApiError('fetch failed', 0, false);
      },
    });
    await screen.findByText('Farhana Akter');
    await user.click(screen.getByRole('button', { name: 'Review Farhana Akter' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Tutor not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Verification failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Verify Tutor' })).toBeInTheDocument();
    expect(rowOf('Farhana Akter').getByText('Pending')).toBeInTheDocument();
  });

  it('the premium switch asks first: Cancel changes nothing, Confirm flips it with its toast', async () => {
    const { user, premiumHandler } = renderPage();
    await screen.findByText('Farhana Akter');
    const toggle = screen.getByRole('switch', { name: 'Premium status for Farhana Akter' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Premium Status Change' }));
    expect(dialog.getByText('Are you sure you want to enable premium status for Farhana Akter?')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(premiumHandler).not.toHaveBeenCalled();

    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(premiumHandler).toHaveBeenCalledWith({ tutorId: storyTutors[0]?._id, isPremium: true });
    expect(await screen.findByText('Successfully enabled premium status')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Premium status for Farhana Akter' })).toBeChecked());
  });

  it('disabling premium asks with the disable text; a failure toasts and leaves the switch', async () => {
    const { user } = renderPage({
      premium: async () => {
        throw new ApiError('boom', 500, true);
      },
    });
    await screen.findByText('Rahim Uddin');
    const toggle = screen.getByRole('switch', { name: 'Premium status for Rahim Uddin' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Are you sure you want to disable premium status for Rahim Uddin?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to update premium status')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Premium status for Rahim Uddin' })).toBeChecked();
  });
});

describe('deleting a tutor', () => {
  function renderWithDelete(remove: (id: string) => Promise<{ message: string }>) {
    const deleteHandler = vi.fn(remove);
    const listHandler = vi.fn(async () => tutorList());
    const scope = fork({ handlers: [[tutorsList.fetchFx, listHandler], [deleteUserFx, deleteHandler]] });
    return { ...renderWithProviders(<AdminTutorsPage />, { route: '/admin/tutors', session: admin, scope }), deleteHandler, listHandler };
  }

  it('Confirm Delete asks with the name; Delete removes the row and toasts', async () => {
    const { user, deleteHandler, listHandler } = renderWithDelete(async () => ({ message: 'ok' }));
    await screen.findByText('Sadia Islam');
    listHandler.mockImplementation(() => new Promise<never>(() => undefined));
    await user.click(screen.getByRole('button', { name: 'Delete Sadia Islam' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Delete' }));
    expect(dialog.getByText('Are you sure you want to delete Sadia Islam? This action cannot be undone.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(deleteHandler).toHaveBeenCalledWith(storyTutors[2]?._id);
    expect(await screen.findByText('Tutor deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sadia Islam', { selector: 'p' })).not.toBeInTheDocument());
    expect(screen.getByText('Showing 1 to 2 of 2 tutors')).toBeInTheDocument();
  });

  it('a failed delete toasts and keeps the row', async () => {
    const { user } = renderWithDelete(async () => {
      throw new ApiError('nope', 500, true);
    });
    await screen.findByText('Sadia Islam');
    await user.click(screen.getByRole('button', { name: 'Delete Sadia Islam' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete tutor')).toBeInTheDocument();
    expect(screen.getByText('Sadia Islam', { selector: 'p' })).toBeInTheDocument();
  });
});

describe('a link from the header search', () => {
  it('opens the list already searched for ?search=', async () => {
    const { listHandler } = renderPage({ route: '/admin/tutors?search=tutor%40example.com' });
    await waitFor(() => expect(listHandler).toHaveBeenCalledWith(expect.objectContaining({ search: 'tutor@example.com' })));
    expect(screen.getByRole('textbox', { name: 'Search tutors' })).toHaveValue('tutor@example.com');
  });
});
