import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  approveRequestFx,
  fetchReviewedRequestFx,
  rejectRequestFx,
  saveRequestFx,
  type SaveRequestParams,
} from '@/features/review-tutor-request';
import { AdminStudentTutorRequestsPage, fetchRequestsFx } from '@/pages/admin-student-tutor-requests';
import { ApiError, type RequestStatusChanged, type StudentTutorRequest, type TutorRequestUpdated } from '@/shared/api';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };

function studentRequest(index: number, overrides: Partial<StudentTutorRequest> = {}): StudentTutorRequest {
  return {
    _id: `req-${index}`,
    studentId: 1000 + index,
    studentName: `Student ${index}`,
    noOfStudents: 1,
    studentGender: 'male',
    institution: 'Uttara High School',
    district: 'Dhaka',
    area: 'Uttara',
    location: 'Uttara',
    locationDetails: 'Sector 7, Road 12',
    medium: 'Bangla Medium',
    classLevel: 'Class 8',
    subjects: ['Math', 'Physics', 'Chemistry'],
    tutoringType: 'home',
    days: 3,
    tutoringTime: 'After 4 PM',
    salary: '5000-6000',
    preferredTutor: '',
    notes: '',
    status: 'pending',
    jobId: null,
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
  load?: () => Promise<StudentTutorRequest[]>;
  approve?: (id: string) => Promise<RequestStatusChanged>;
  reject?: (id: string) => Promise<RequestStatusChanged>;
  save?: (params: SaveRequestParams) => Promise<TutorRequestUpdated>;
}

function renderPage(handlers: Handlers = {}) {
  const load = vi.fn(handlers.load ?? (async () => list));
  const approve = vi.fn(
    handlers.approve ??
      (async (id: string) => {
        const request = { ...list.find((r) => r._id === id)!, status: 'approved' as const, jobId: 'job-new' };
        return { message: 'Request approved and tuition created successfully!', request, jobId: 'job-new' };
      }),
  );
  const reject = vi.fn(
    handlers.reject ??
      (async (id: string) => ({
        message: 'Request rejected successfully!',
        request: { ...list.find((r) => r._id === id)!, status: 'rejected' as const },
        jobId: null,
      })),
  );
  const save = vi.fn(
    handlers.save ??
      (async ({ id, values }: SaveRequestParams) => ({
        message: 'Request updated successfully',
        request: { ...list.find((r) => r._id === id)!, ...values, noOfStudents: Number(values.noOfStudents), days: Number(values.days) },
      })),
  );
  const fetchOne = vi.fn(async (id: string) => ({ request: list.find((r) => r._id === id)! }));
  const scope = fork({
    handlers: [
      [fetchRequestsFx, load],
      [fetchReviewedRequestFx, fetchOne],
      [approveRequestFx, approve],
      [rejectRequestFx, reject],
      [saveRequestFx, save],
    ],
  });
  const rendered = renderWithProviders(<AdminStudentTutorRequestsPage />, {
    route: '/admin/student-tutor-requests',
    session: admin,
    scope,
  });
  return { ...rendered, load, approve, reject, save, fetchOne };
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
    resolve(list);

    const first = await card('Student 1');
    for (const text of ['Id: 1001', 'Class 8', 'Pending', 'Math', 'Physics', '...', 'Uttara, Dhaka', new Date(list[0]!.createdAt).toLocaleDateString()]) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(first).queryByText('Chemistry')).not.toBeInTheDocument();
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
    expect(reject).toHaveBeenCalledWith('req-1');
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
});
