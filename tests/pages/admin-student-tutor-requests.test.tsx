import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { allSettled, createWatch, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminStudentTutorRequestsPage,
  approveRequestFx,
  fetchReviewedRequestFx,
  rejectRequestFx,
  requestsList,
  saveRequestFx,
  type SaveRequestParams,
} from '@/pages/admin-student-tutor-requests';
import { $isAdmin } from '@/entities/session';
import { ApiError, type RequestStatusChanged, type StudentTutorRequest, type TutorRequestUpdated } from '@/shared/api';
import { baseRequest, manyRequests, pageOf, type RequestsAnswer, type RequestsQuery } from '../../stories/pages/admin-student-requests-fixtures';
import { locationChanged, navigationRequested } from '@/shared/lib/router-sync';
import { renderWithProviders } from '../render';
import { formatDate } from '@/shared/lib/format';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };

/** A request of the story data with its own id, number and name (and what a test overrides). */
function studentRequest(index: number, overrides: Partial<StudentTutorRequest> = {}): StudentTutorRequest {
  return {
    ...baseRequest,
    _id: `req-${index}`,
    studentId: 1000 + index,
    studentName: `Student ${index}`,
    locationDetails: 'Sector 7, Road 12',
    days: 3,
    notes: '',
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

const list = [
  studentRequest(1, { notes: 'Weak in algebra' }),
  studentRequest(2, { status: 'approved', jobId: 'job-2', subjects: ['English'], preferredTutor: 'female' }),
  studentRequest(3, { status: 'rejected' }),
];

interface Handlers {
  /** What the pretend server holds when asked (it pages and counts it as the real one does). */
  load?: () => Promise<StudentTutorRequest[]>;
  /** Instead of paging `load`: answer each page request itself (given what the pretend server holds). */
  fetch?: (query: RequestsQuery, held: StudentTutorRequest[]) => Promise<RequestsAnswer>;
  /** What the pretend server holds at first (the default `list`). */
  held?: StudentTutorRequest[];
  approve?: (id: string) => Promise<RequestStatusChanged>;
  reject?: (id: string, reason?: string) => Promise<RequestStatusChanged>;
  save?: (params: SaveRequestParams) => Promise<TutorRequestUpdated>;
}

function renderPage(handlers: Handlers = {}) {
  // A pretend server: decisions and edits change what it holds, so a refill of the page shows them.
  let held = handlers.held ?? list;
  const keep = <T extends { request: StudentTutorRequest }>(answer: T) => {
    held = held.map((request) => (request._id === answer.request._id ? answer.request : request));
    return answer;
  };
  const load = vi.fn(handlers.load ?? (async () => held));
  const fetchPage = vi.fn(async (query: RequestsQuery) => (handlers.fetch ? handlers.fetch(query, held) : pageOf(await load(), query)));
  const approve = vi.fn(
    handlers.approve ??
      (async (id: string) => {
        const request = { ...held.find((r) => r._id === id)!, status: 'approved' as const, jobId: 'job-new' };
        return { message: 'Request approved and tuition created successfully!', request, jobId: 'job-new' };
      }),
  );
  const reject = vi.fn(
    handlers.reject ??
      (async (id: string, _reason?: string) => ({
        message: 'Request rejected successfully!',
        request: { ...held.find((r) => r._id === id)!, status: 'rejected' as const },
        jobId: null,
      })),
  );
  const save = vi.fn(
    handlers.save ??
      (async ({ id, values }: SaveRequestParams) => ({
        message: 'Request updated successfully',
        request: { ...held.find((r) => r._id === id)!, ...values, noOfStudents: Number(values.noOfStudents), days: Number(values.days) },
      })),
  );
  const fetchOne = vi.fn(async (id: string) => ({ request: held.find((r) => r._id === id)! }));
  const scope = fork({
    handlers: [
      [requestsList.fetchFx, fetchPage],
      [fetchReviewedRequestFx, fetchOne],
      [approveRequestFx, async (id: string) => keep(await approve(id))],
      [rejectRequestFx, async ({ id, reason }: { id: string; reason: string }) => keep(await reject(id, reason))],
      [saveRequestFx, async (params: SaveRequestParams) => keep(await save(params))],
    ],
  });
  const rendered = renderWithProviders(<AdminStudentTutorRequestsPage />, {
    route: '/admin/student-tutor-requests',
    session: admin,
    scope,
  });
  return { ...rendered, load, fetchPage, approve, reject, save, fetchOne };
}

const card = async (name: string) => screen.findByRole('article', { name });
const openDetails = async (user: ReturnType<typeof renderPage>['user'], name: string) => {
  await user.click(within(await card(name)).getByRole('button', { name: 'View Details' }));
  return screen.findByRole('dialog', { name: 'Request Details' });
};

afterEach(() => notifications.clean());

describe('admin student tutor requests', () => {
  it('shows the spinner, then every card with its fields, and tabs with counts', async () => {
    let resolve!: (requests: StudentTutorRequest[]) => void;
    renderPage({ load: () => new Promise((r) => (resolve = r)) });
    expect(screen.getByLabelText('Loading requests')).toBeInTheDocument();
    // The list asks once the route is open and the admin's session restored.
    await waitFor(() => expect(resolve).toBeTypeOf('function'));
    resolve(list);

    const first = await card('Student 1');
    for (const text of ['Id: 1001', 'Class 8', 'Pending', 'Math', 'Physics', '...', 'Uttara, Dhaka', formatDate(list[0]!.createdAt)]) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(first).queryByText('Chemistry')).not.toBeInTheDocument();
    // The spec's 'View Details →' exactly: one plain space before the arrow.
    expect(within(first).getByRole('button', { name: 'View Details' }).textContent).toBe('View Details →');
    const badgeColor = async (name: string, status: string) =>
      within(await card(name)).getByText(status).closest('[data-status-color]')?.getAttribute('data-status-color');
    expect(await badgeColor('Student 1', 'Pending')).toBe('yellow');
    expect(await badgeColor('Student 2', 'Approved')).toBe('green');
    expect(await badgeColor('Student 3', 'Rejected')).toBe('red');
    expect(within(await card('Student 2')).queryByText('...')).not.toBeInTheDocument();
    expect(screen.getByText('Total: 3')).toBeInTheDocument();
    for (const name of ['All', 'Pending', 'Approved', 'Rejected']) expect(screen.getByRole('tab', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
  });

  it('filters by tab and shows an empty state', async () => {
    const { user } = renderPage({ load: async () => [list[0]!, list[1]!] });
    await card('Student 1');
    await user.click(screen.getByRole('tab', { name: /^Approved/ }));
    expect(await card('Student 2')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Student 1' })).not.toBeInTheDocument();
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Rejected/ }));
    expect(await screen.findByText('No rejected requests')).toBeInTheDocument();
    expect(screen.getByText('No rejected requests found.')).toBeInTheDocument();
  });

  it('shows the load error and tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ApiError('fetch failed', 0, false)).mockResolvedValue(list);
    const { user } = renderPage({ load });
    expect(await screen.findByText('Failed to load tutor requests')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await card('Student 1')).toBeInTheDocument();
  });

  it('opens the Request Details modal with its sections; notes only when present', async () => {
    const { user, fetchOne } = renderPage();
    const dialog = await openDetails(user, 'Student 1');
    expect(fetchOne).toHaveBeenCalledWith('req-1');
    for (const section of ['Student Information', 'Location Details', 'Tuition Details', 'Schedule & Preferences', 'Additional Notes']) {
      expect(within(dialog).getByRole('region', { name: section })).toBeInTheDocument();
    }
    const schedule = within(dialog).getByRole('region', { name: 'Schedule & Preferences' });
    expect(within(schedule).getByText('No preference')).toBeInTheDocument();
    expect(within(dialog).getByText('Weak in algebra')).toBeInTheDocument();
    expect(within(dialog).getByText('Home Tutoring')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit request' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject Request' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Complete & Create Tuition' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const approved = await openDetails(user, 'Student 2');
    expect(within(approved).queryByRole('region', { name: 'Additional Notes' })).not.toBeInTheDocument();
    expect(within(approved).getByText('Female')).toBeInTheDocument();
    // Only a pending request can be edited, rejected or approved.
    expect(within(approved).queryByRole('button', { name: 'Edit request' })).not.toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Reject Request' })).not.toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Complete & Create Tuition' })).not.toBeInTheDocument();
  });

  it('Complete & Create Tuition: Updating... while busy, then the toast, and the card and tabs follow', async () => {
    let finish!: (answer: RequestStatusChanged) => void;
    const { user, approve } = renderPage({ approve: () => new Promise((r) => (finish = r)) });
    const dialog = await openDetails(user, 'Student 1');
    await user.click(within(dialog).getByRole('button', { name: 'Complete & Create Tuition' }));
    expect(approve).toHaveBeenCalledWith('req-1');
    const updating = within(dialog).getAllByRole('button', { name: 'Updating...' });
    expect(updating).toHaveLength(2);
    for (const button of updating) expect(button).toBeDisabled();

    finish({
      message: 'Request approved and tuition created successfully!',
      request: { ...list[0]!, status: 'approved', jobId: 'job-new' },
      jobId: 'job-new',
    });
    expect(await screen.findByText('Request approved and tuition created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Complete & Create Tuition' })).not.toBeInTheDocument());
    expect(within(dialog).getByText('Approved')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(await card('Student 1')).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Approved/ })).toHaveTextContent('Approved2');
    expect(screen.getByRole('tab', { name: /^Pending/ })).toHaveTextContent('Pending0');
  });

  it('Reject Request: the toast, the card turns Rejected', async () => {
    const { user, reject } = renderPage();
    const dialog = await openDetails(user, 'Student 1');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Request' }));
    // The reason comes first: nothing is sent without it.
    expect(await within(dialog).findByText('Please give the reason for rejecting (the guardian reads it)')).toBeInTheDocument();
    expect(reject).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for rejecting/ }), 'The salary is too low for Class 8');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Request' }));
    expect(reject).toHaveBeenCalledWith('req-1', 'The salary is too low for Class 8');
    expect(await screen.findByText('Request rejected successfully!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(await card('Student 1')).getByText('Rejected')).toBeInTheDocument();
  });

  it("a failed decision shows the server's message, else 'Error updating request status'", async () => {
    const reject = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('This request has already been reviewed', 409, true))
      .mockRejectedValueOnce(new ApiError('fetch failed', 0, false));
    const { user } = renderPage({ reject });
    const dialog = await openDetails(user, 'Student 1');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for rejecting/ }), 'Duplicate request');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Request' }));
    expect(await screen.findByText('This request has already been reviewed')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Reject Request' }));
    expect(await screen.findByText('Error updating request status')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Complete & Create Tuition' })).toBeEnabled();
  });

  it('edit mode: every field, the subject hint, Save Changes sends the edited request and the card follows', async () => {
    const { user, save } = renderPage();
    const dialog = await openDetails(user, 'Student 1');
    await user.click(within(dialog).getByRole('button', { name: 'Edit request' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Request' });
    for (const label of ['Name', 'Number of Students', 'Gender', 'Institution', 'District', 'Area', 'Location Details', 'Category', 'Class', 'Subjects', 'Days per Week', 'Time', 'Salary']) {
      expect(within(edit).getAllByLabelText(label, { exact: true }).length).toBeGreaterThan(0);
    }
    const name = within(edit).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Ayaan R.');
    for (const subject of ['Math', 'Physics', 'Chemistry']) await user.click(within(edit).getByRole('button', { name: `Remove ${subject}` }));
    expect(within(edit).getByText('Please select at least one subject')).toBeInTheDocument();
    await user.click(within(edit).getByRole('combobox', { name: 'Subjects' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    expect(within(edit).queryByText('Please select at least one subject')).not.toBeInTheDocument();

    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(save).toHaveBeenCalledWith({ id: 'req-1', values: expect.objectContaining({ studentName: 'Ayaan R.', subjects: ['English'], days: 3 }) });
    expect(await screen.findByText('Request updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Request Details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await card('Ayaan R.')).toBeInTheDocument();
  });

  it("Cancel leaves edit mode unchanged; a failed save shows 'Error updating request' and stays in edit mode", async () => {
    const { user, save } = renderPage({ save: async () => Promise.reject(new ApiError('days: bad', 400, true)) });
    const dialog = await openDetails(user, 'Student 1');
    await user.click(within(dialog).getByRole('button', { name: 'Edit request' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Request Details' })).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Edit request' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating request')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Request' })).toBeInTheDocument();
  });
  describe('paged on the server', () => {
    const shownNames = () =>
      screen.getAllByRole('article').map((article) => document.getElementById(article.getAttribute('aria-labelledby')!)!.textContent);
    const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

    it('asks for the open tab and page; tabs and Total show the server counts; Page N turns the page', async () => {
      const many = [...manyRequests(26), studentRequest(90, { status: 'approved' }), studentRequest(91, { status: 'rejected' })];
      const { user, fetchPage } = renderPage({ held: many });
      await card('Guardian 1');
      expect(shownNames()).toEqual(Array.from({ length: 12 }, (_, index) => `Guardian ${index + 1}`));
      expect(fetchPage).toHaveBeenLastCalledWith({ status: 'all', page: 1, limit: 12 });
      expect(screen.getByText('Total: 28')).toBeInTheDocument();
      expect(tab('All')).toHaveTextContent('All28');
      expect(tab('Pending')).toHaveTextContent('Pending26');
      expect(tab('Approved')).toHaveTextContent('Approved1');
      expect(tab('Rejected')).toHaveTextContent('Rejected1');

      await user.click(screen.getByRole('button', { name: 'Page 3' }));
      expect(fetchPage).toHaveBeenLastCalledWith({ status: 'all', page: 3, limit: 12 });
      expect(await card('Student 90')).toBeInTheDocument();
      // The same creation time: the larger id first, as the server orders them.
      expect(shownNames()).toEqual(['Guardian 25', 'Guardian 26', 'Student 91', 'Student 90']);

      // Another tab starts at its first page.
      await user.click(tab('Pending'));
      expect(fetchPage).toHaveBeenLastCalledWith({ status: 'pending', page: 1, limit: 12 });
      expect(await card('Guardian 1')).toBeInTheDocument();
      expect(screen.getByText('Total: 26')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
      // One page only: no pages.
      await user.click(tab('Approved'));
      expect(await card('Student 90')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
    });

    it('a decision: the card leaves the tab at once, the counts follow, and the page refills from the server', async () => {
      let hold = false;
      let release = () => {};
      const { user, fetchPage } = renderPage({
        held: manyRequests(13),
        fetch: (query, held) => {
          const answer = pageOf(held, query);
          return hold ? new Promise((resolve) => (release = () => resolve(answer))) : Promise.resolve(answer);
        },
      });
      await user.click(await screen.findByRole('tab', { name: /^Pending/ }));
      expect(await card('Guardian 1')).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'Guardian 13' })).not.toBeInTheDocument();

      hold = true;
      const dialog = await openDetails(user, 'Guardian 1');
      await user.click(within(dialog).getByRole('button', { name: 'Complete & Create Tuition' }));
      expect(await screen.findByText('Request approved and tuition created successfully!')).toBeInTheDocument();
      // The modal keeps the request (now approved); behind it the card left Pending and the counts moved at once.
      expect(within(dialog).getByText('Approved')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Guardian 1' })).not.toBeInTheDocument());
      expect(tab('Pending')).toHaveTextContent('Pending12');
      expect(tab('Approved')).toHaveTextContent('Approved1');
      expect(screen.getByText('Total: 12')).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(11);
      expect(screen.queryByLabelText('Loading requests')).not.toBeInTheDocument();

      // The refill from the server brings the 13th pending request onto the page.
      expect(fetchPage).toHaveBeenLastCalledWith({ status: 'pending', page: 1, limit: 12 });
      release();
      expect(await card('Guardian 13')).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(12);
      expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
    });

    it('a page emptied by a decision steps back to the last page', async () => {
      const { user, fetchPage } = renderPage({ held: manyRequests(13) });
      await user.click(await screen.findByRole('tab', { name: /^Pending/ }));
      await user.click(await screen.findByRole('button', { name: 'Page 2' }));
      const dialog = await openDetails(user, 'Guardian 13');
      await user.type(within(dialog).getByRole('textbox', { name: /Reason for rejecting/ }), 'Duplicate request');
      await user.click(within(dialog).getByRole('button', { name: 'Reject Request' }));
      await screen.findByText('Request rejected successfully!');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ status: 'pending', page: 1, limit: 12 }));
      expect(await card('Guardian 1')).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(12);
      expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
      expect(tab('Rejected')).toHaveTextContent('Rejected1');
    });

    it('ignores a slow answer for a tab that is no longer open', async () => {
      const slow: (() => void)[] = [];
      const { user } = renderPage({
        fetch: (query, held) =>
          query.status === 'pending'
            ? new Promise((resolve) => slow.push(() => resolve(pageOf(held, query))))
            : Promise.resolve(pageOf(held, query)),
      });
      await card('Student 1');
      await user.click(tab('Pending'));
      await user.click(tab('Approved'));
      expect(await card('Student 2')).toBeInTheDocument();
      slow[0]!();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('article', { name: 'Student 1' })).not.toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Student 2' })).toBeInTheDocument();
      expect(tab('Approved')).toHaveAttribute('aria-selected', 'true');
    });

    it('the model: only a real change of tab or page asks the server and shows the spinner again', async () => {
      const fetchPage = vi.fn(async (query: RequestsQuery) => pageOf(manyRequests(30), query));
      const scope = fork({ values: [[$isAdmin, true]], handlers: [[requestsList.fetchFx, fetchPage]] });
      // The router: every address the list asks for is opened, as RouterSync does in the app.
      createWatch({ unit: navigationRequested, scope, fn: (to) => void allSettled(locationChanged, { scope, params: to }) });
      const settled = async (unit: Promise<unknown>) => {
        await unit;
        await allSettled(scope);
      };
      await settled(allSettled(locationChanged, { scope, params: { pathname: '/admin/student-tutor-requests', search: '' } }));
      await settled(allSettled(requestsList.pageChanged, { scope, params: 2 }));
      await settled(allSettled(requestsList.filtersChanged, { scope, params: { status: 'all' } }));
      await settled(allSettled(requestsList.pageChanged, { scope, params: 2 }));
      expect(fetchPage.mock.calls.map(([query]) => query)).toEqual([
        { status: 'all', page: 1, limit: 12 },
        { status: 'all', page: 2, limit: 12 },
      ]);
      expect(scope.getState(requestsList.$status)).toBe('ready');
      await settled(allSettled(requestsList.filtersChanged, { scope, params: { status: 'pending' } }));
      expect(fetchPage).toHaveBeenLastCalledWith({ status: 'pending', page: 1, limit: 12 });
      expect(scope.getState(requestsList.$query).page).toBe(1);
      expect(scope.getState(requestsList.$status)).toBe('ready');
    });

    it('clicking the open tab again keeps the cards: no new request, no spinner', async () => {
      const { user, fetchPage } = renderPage();
      await card('Student 1');
      const calls = fetchPage.mock.calls.length;
      await user.click(tab('All'));
      expect(screen.queryByLabelText('Loading requests')).not.toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Student 1' })).toBeInTheDocument();
      expect(fetchPage).toHaveBeenCalledTimes(calls);
    });
  });
});
