import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchApplicationsFx } from '@/entities/application';
import type { SessionUser } from '@/entities/session';
import { fetchStudentRequestsFx, type StudentTutorRequest } from '@/entities/student-request';
import { fetchUserFx, type User } from '@/entities/user';
import { PostedJobsPage } from '@/pages/posted-jobs';
import { ApiError, type Application } from '@/shared/api';
import {
  adminSession,
  applications,
  makeRequest,
  requests,
  studentSession,
  studentUser,
  tutorSession,
  tutorUser,
} from '../../stories/pages/member-fixtures';
import { renderWithProviders, setViewport } from '../render';

interface Options {
  session?: SessionUser;
  route?: string;
  fetchUser?: (id: string) => Promise<User>;
  fetchRequests?: () => Promise<StudentTutorRequest[]>;
  fetchApplications?: () => Promise<Application[]>;
}

function renderPostedJobs({
  session = studentSession,
  route = `/studentPostedJobs/${studentUser._id}`,
  fetchUser = async () => studentUser,
  fetchRequests = async () => requests,
  fetchApplications = async () => applications,
}: Options = {}) {
  const requestsFetch = vi.fn(fetchRequests);
  const scope = fork({
    handlers: [
      [fetchUserFx, vi.fn(fetchUser)],
      [fetchStudentRequestsFx, requestsFetch],
      [fetchApplicationsFx, vi.fn(fetchApplications)],
    ],
  });
  const result = renderWithProviders(<PostedJobsPage />, {
    session,
    scope,
    route,
    path: '/studentPostedJobs/:id',
    routes: [{ path: '/login', element: <p>Login page</p> }],
  });
  return { ...result, requestsFetch };
}

describe('PostedJobsPage', () => {
  it('lists the requests in a table: Job ID, Student Details, Location, Status, View Details', async () => {
    renderPostedJobs();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Tutor Requests' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Job ID', 'Student Details', 'Location', 'Status', 'Action']);
    expect(screen.getByRole('link', { name: '+ Post New Tuition Job' })).toHaveAttribute(
      'href',
      `/dashboardTutorRequest/${studentUser._id}`,
    );

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // Newest first; "#" and the last 6 characters of the id.
    const [first, second, third] = rows.map((row) => within(row).getAllByRole('cell'));
    expect(first![0]).toHaveTextContent('#a2b3c4');
    expect(first![1]).toHaveTextContent('Ayaan Rahman');
    expect(first![1]).toHaveTextContent('Class 8');
    expect(first![2]).toHaveTextContent('Dhanmondi, Dhaka');
    expect(second![2]).toHaveTextContent('Agrabad, Chattogram');
    // A published request is named by its job's number, as the board names that job.
    expect(second![0]).toHaveTextContent('SK-17781');
    expect(within(first![4]!).getByRole('button', { name: 'View Details of request #a2b3c4' })).toHaveTextContent(
      'View Details →',
    );
    // Word for word: one ordinary space before the arrow.
    expect(within(first![4]!).getByRole('button', { name: 'View Details of request #a2b3c4' }).textContent).toBe('View Details →');

    // Status colours: approved green, rejected red, anything else yellow.
    expect(within(first![3]!).getByText('Pending').closest('[data-status-color]')).toHaveAttribute('data-status-color', 'yellow');
    expect(within(second![3]!).getByText('Approved').closest('[data-status-color]')).toHaveAttribute('data-status-color', 'green');
    expect(within(third![3]!).getByText('Rejected').closest('[data-status-color]')).toHaveAttribute('data-status-color', 'red');
    // The request that became a job shows its applicants.
    expect(within(second![3]!).getByText('3 applicants')).toBeInTheDocument();
    expect(within(first![3]!).queryByText(/applicant/)).not.toBeInTheDocument();
  });

  it('opens the read-only details of a request and closes them', async () => {
    const { user } = renderPostedJobs();
    await user.click(await screen.findByRole('button', { name: 'View Details of request #a2b3c4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tutor Request #a2b3c4' });
    const expected: Array<[string, string]> = [
      ['Name', 'Ayaan Rahman'],
      ['Number of Students', '1'],
      ['Gender', 'Male'],
      ['Institution', 'Dhanmondi Govt. Boys High School'],
      ['District', 'Dhaka'],
      ['Area', 'Dhanmondi'],
      ['Details', 'Road 7, House 21, near the lake'],
      ['Medium', 'Bangla Medium'],
      ['Class', 'Class 8'],
      ['Subjects', 'Math, Physics, English'],
      ['Type', 'Home Tutoring'],
      ['Days per Week', '4'],
      ['Time', 'Evening'],
      ['Salary', '6000-7000 TK/Month'],
      ['Preferred Tutor', 'Female'],
      ['Additional Notes', 'Needs help with algebra before the mid-term exam.'],
    ];
    const terms = within(dialog).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(expected.map(([label]) => label));
    for (const [label, value] of expected) {
      const term = within(dialog).getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    expect(within(dialog).getByText('Status: Pending')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the empty state with a way to the wizard', async () => {
    renderPostedJobs({ fetchRequests: async () => [] });
    expect(await screen.findByText('No tutor requests yet')).toBeInTheDocument();
    expect(screen.getByText('Start by creating a new tutor request.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a Tutor Request' })).toHaveAttribute(
      'href',
      `/dashboardTutorRequest/${studentUser._id}`,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '+ Post New Tuition Job' })).not.toBeInTheDocument();
  });

  it('shows loading, then "No tutor requests found" on failure, and tries again', async () => {
    let fail = true;
    let answer: () => void = () => {};
    const { user, requestsFetch } = renderPostedJobs({
      fetchRequests: async () => {
        if (fail) {
          await new Promise<void>((resolve) => (answer = resolve));
          throw new ApiError('Database unavailable', 503, true);
        }
        return requests;
      },
    });
    expect(await screen.findByRole('status', { name: 'Loading your tutor requests' })).toBeInTheDocument();
    answer();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No tutor requests found');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(requestsFetch).toHaveBeenCalledTimes(2);
  });

  it('still lists the requests when the applicant counts cannot be loaded', async () => {
    renderPostedJobs({
      fetchApplications: async () => {
        throw new ApiError('Server error', 500, true);
      },
    });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText(/applicant/)).not.toBeInTheDocument();
  });

  it('turns the table into cards on a 360 px phone', async () => {
    setViewport(360);
    const { user, unmount } = renderPostedJobs();
    const list = await screen.findByRole('list', { name: 'My Tutor Requests' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Job ID #a2b3c4');
    expect(cards[0]).toHaveTextContent('Dhanmondi, Dhaka');
    await user.click(within(cards[0]!).getByRole('button', { name: /View Details/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Status: Pending');
    unmount();
    setViewport(1024);
  });

  it('keeps an admin to the student\'s own requests', async () => {
    renderPostedJobs({
      session: adminSession,
      fetchRequests: async () => [...requests, makeRequest({ _id: 'other-student-req-0000ff', studentId: 5002, studentName: 'Someone Else' })],
    });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Someone Else')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('sends another member to /login', async () => {
    const { requestsFetch } = renderPostedJobs({ session: tutorSession });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(requestsFetch).not.toHaveBeenCalled();
  });

  it('tells a tutor that posted jobs are for guardians/students', async () => {
    renderPostedJobs({
      session: tutorSession,
      route: `/studentPostedJobs/${tutorUser._id}`,
      fetchUser: async () => tutorUser,
      fetchRequests: async () => [],
    });
    expect(await screen.findByText(/Posted jobs belong to guardians\/students/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', `/dashboard/${tutorUser._id}`);
  });
});
