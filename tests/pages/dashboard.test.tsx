import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/entities/session';
import { fetchUserFx, type User } from '@/entities/user';
import {
  $applyStatus,
  $applyStatusState,
  applyStatusRequested,
  DashboardPage,
  fetchApplyStatusFx,
  fetchProfileChecklistFx,
  saveAvailabilityFx,
  SUPPORT_NOTE_BN,
  SUPPORT_PHONE,
} from '@/pages/dashboard';
import { ApiError, type ApplyStatus, type ProfileChecklistResponse } from '@/shared/api';
import {
  adminSession,
  adminUser,
  applyCounts,
  studentSession,
  studentUser,
  tutorSession,
  tutorUser,
} from '../../stories/pages/member-fixtures';
import { newTutorChecklist, verifiedTutorChecklist } from '../../stories/pages/my-work-fixtures';
import { renderWithProviders } from '../render';

interface Options {
  session?: SessionUser | null;
  route?: string;
  fetchUser?: (id: string) => Promise<User>;
  fetchApplyStatus?: (id: string) => Promise<ApplyStatus>;
  fetchChecklist?: () => Promise<ProfileChecklistResponse>;
}

function renderDashboard({
  session = studentSession,
  route = `/dashboard/${studentUser._id}`,
  fetchUser = async () => studentUser,
  fetchApplyStatus = async () => applyCounts,
  fetchChecklist = () => new Promise<ProfileChecklistResponse>(() => {}),
}: Options = {}) {
  const userFetch = vi.fn(fetchUser);
  const applyStatusFetch = vi.fn(fetchApplyStatus);
  const save = vi.fn(async () => true);
  const checklistFetch = vi.fn(fetchChecklist);
  const scope = fork({
    handlers: [
      [fetchUserFx, userFetch],
      [fetchApplyStatusFx, applyStatusFetch],
      // The tutor's checklist has its own tests below; elsewhere it stays loading.
      [fetchProfileChecklistFx, checklistFetch],
      [saveAvailabilityFx, save],
    ],
  });
  const result = renderWithProviders(<DashboardPage />, {
    session,
    scope,
    route,
    path: route === '/dashboard' ? '/dashboard' : '/dashboard/:id',
    routes: [{ path: '/login', element: <p>Login page</p> }],
  });
  return { ...result, userFetch, applyStatusFetch, checklistFetch };
}

afterEach(() => {
  vi.useRealTimers();
  act(() => notifications.clean());
});

describe('DashboardPage: sidebar', () => {
  it('shows "Loading..." in the sidebar, then the name, member id and the student menu', async () => {
    let resolve: (value: User) => void = () => {};
    const { userFetch } = renderDashboard({ fetchUser: () => new Promise((r) => (resolve = r)) });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
    resolve(studentUser);

    expect(await screen.findByText('(Id: 5001)')).toBeInTheDocument();
    // The sidebar and the main area share one load.
    expect(userFetch).toHaveBeenCalledTimes(1);
    expect(userFetch).toHaveBeenCalledWith(studentUser._id);
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Posted Job' })).toHaveAttribute(
      'href',
      `/studentPostedJobs/${studentUser._id}`,
    );
    expect(within(menu).getByRole('link', { name: 'Update Profile' })).toHaveAttribute(
      'href',
      `/update-profile/${studentUser._id}`,
    );
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs out from the sidebar and goes to /login', async () => {
    const { user, requestLogout } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(requestLogout).toHaveBeenCalledTimes(1);
  });
});

describe('DashboardPage: student view', () => {
  it('greets by the time of day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 1, 14, 30));
    const first = renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Good Afternoon, Rahima Akter!' })).toBeInTheDocument();
    first.unmount();

    vi.setSystemTime(new Date(2025, 5, 1, 8, 15));
    const second = renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Good Morning, Rahima Akter!' })).toBeInTheDocument();
    second.unmount();

    vi.setSystemTime(new Date(2025, 5, 1, 21, 0));
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Good Evening, Rahima Akter!' })).toBeInTheDocument();
  });

  it('shows Edit Profile, the phone, the Bangla support note and the welcome box', async () => {
    renderDashboard();
    await screen.findByText('(Id: 5001)');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', `/update-profile/${studentUser._id}`);
    expect(screen.getByText('01711223344')).toBeInTheDocument();
    const note = screen.getByText((_, element) => element?.getAttribute('lang') === 'bn');
    expect(note).toHaveTextContent(SUPPORT_NOTE_BN);
    expect(within(note).getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute('href', 'tel:+8801711000000');

    const welcome = screen.getByRole('region', { name: 'Welcome to Guardian/student' });
    expect(within(welcome).getByRole('heading', { name: 'Welcome to Guardian/student' })).toBeInTheDocument();
    expect(within(welcome).getByText('Member Since: March 14, 2025')).toBeInTheDocument();
    expect(within(welcome).getByRole('link', { name: '+ Post New Tuition Job' })).toHaveAttribute(
      'href',
      `/dashboardTutorRequest/${studentUser._id}`,
    );
  });

  it('shows the five Apply Status cards with the counts from the server', async () => {
    const { applyStatusFetch } = renderDashboard({
      fetchApplyStatus: async () => ({ pending: 3, approved: 2, assigned: 1, confirmed: 4, cancelled: 5 }),
    });
    expect(await screen.findByRole('heading', { name: 'Apply Status' })).toBeInTheDocument();
    const expected = { Pending: '3', Approved: '2', Assigned: '1', Confirmed: '4', Cancelled: '5' };
    for (const [label, count] of Object.entries(expected)) {
      await waitFor(() => expect(screen.getByRole('group', { name: label })).toHaveTextContent(`${count}${label}`));
    }
    expect(applyStatusFetch).toHaveBeenCalledWith(studentUser._id);
    // In the spec's order.
    expect(screen.getAllByRole('group').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Pending',
      'Approved',
      'Assigned',
      'Confirmed',
      'Cancelled',
    ]);
  });

  it('says when the counts cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user, applyStatusFetch } = renderDashboard({
      fetchApplyStatus: async () => {
        if (fail) throw new ApiError('Server error', 500, true);
        return applyCounts;
      },
    });
    expect(await screen.findByText('Could not load your apply status')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Pending' })).toHaveTextContent('2Pending'));
    expect(applyStatusFetch).toHaveBeenCalledTimes(2);
  });

  it('lets an admin open a student\'s dashboard', async () => {
    renderDashboard({ session: adminSession });
    expect(await screen.findByText('Welcome to Guardian/student')).toBeInTheDocument();
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
  });
});

describe('DashboardPage: tutor view', () => {
  const route = `/dashboard/${tutorUser._id}`;

  it('shows the tutor profile: ID, Verified, personal info, availability, education, Member Since', async () => {
    renderDashboard({ session: tutorSession, route, fetchUser: async () => tutorUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutor Profile' })).toBeInTheDocument();
    expect(screen.getByText('ID: 1007')).toBeInTheDocument();
    expect(screen.getByText('(Id: 1007)')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Posted Job' })).not.toBeInTheDocument();

    const personal = screen.getByRole('region', { name: 'Personal Info' });
    expect(personal).toHaveTextContent('NameKarim Uddin');
    expect(personal).toHaveTextContent('Emailkarim.uddin@example.com');
    expect(personal).toHaveTextContent('Phone01819556677');

    const status = screen.getByRole('region', { name: 'Current Status' });
    expect(within(status).getByRole('switch', { name: 'Available for Tuition' })).toBeChecked();

    const education = screen.getByRole('region', { name: 'Education' });
    expect(education).toHaveTextContent('BSc in Physics');
    expect(education).toHaveTextContent('University of Dhaka');
    expect(screen.getByRole('region', { name: 'Member Since' })).toHaveTextContent('November 2, 2024');
  });

  it('shows "Pending Verification", "Not Available" and the hint to complete the profile', async () => {
    renderDashboard({
      session: tutorSession,
      route,
      fetchUser: async () => ({ ...tutorUser, isVerified: false, isAvailable: false, education: undefined }),
    });
    expect(await screen.findByText('Pending Verification')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Not Available' })).not.toBeChecked();
    const education = screen.getByRole('region', { name: 'Education' });
    expect(within(education).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      `/update-profile/${tutorUser._id}`,
    );
  });

  it('shows an admin the availability as text, without the switch', async () => {
    renderDashboard({ session: adminSession, route, fetchUser: async () => tutorUser });
    const status = await screen.findByRole('region', { name: 'Current Status' });
    expect(status).toHaveTextContent('Available for Tuition');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('DashboardPage: the tutor\'s own checklist and work links', () => {
  const route = `/dashboard/${tutorSession.id}`;

  it('lists what verification needs, each item linking to the profile wizard, and links My Applications and My Tuitions', async () => {
    renderDashboard({ session: tutorSession, route, fetchUser: async () => ({ ...tutorUser, _id: tutorSession.id }), fetchChecklist: async () => newTutorChecklist });
    const card = await screen.findByRole('region', { name: 'Profile checklist' });
    expect(await within(card).findByText(`Profile ${newTutorChecklist.completeness}% complete`)).toBeInTheDocument();
    const verification = within(card).getByRole('list', { name: 'Missing for verification' });
    expect(within(verification).getByRole('link', { name: 'National ID or birth certificate' })).toHaveAttribute(
      'href',
      `/update-profile/${tutorSession.id}`,
    );
    expect(within(verification).getByRole('link', { name: 'Profile photo' })).toBeInTheDocument();
    // Premium lists only what verification does not already ask for, and staff review is not a link.
    const premium = within(card).getByRole('list', { name: 'Missing for premium' });
    expect(within(premium).queryByText('Profile photo')).not.toBeInTheDocument();
    expect(within(premium).getByText('Verified by the Shikhon team').closest('a')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'My Applications' })[0]).toHaveAttribute('href', '/dashboard/applications');
    expect(screen.getAllByRole('link', { name: 'My Tuitions' })[0]).toHaveAttribute('href', '/dashboard/tuitions');
  });

  it('says a verified tutor has only premium items left', async () => {
    renderDashboard({ session: tutorSession, route, fetchUser: async () => ({ ...tutorUser, _id: tutorSession.id }), fetchChecklist: async () => verifiedTutorChecklist });
    const card = await screen.findByRole('region', { name: 'Profile checklist' });
    await within(card).findByRole('list', { name: 'Missing for premium' });
    expect(within(card).queryByRole('list', { name: 'Missing for verification' })).not.toBeInTheDocument();
  });

  it('shows a failed load with Try Again, which asks again', async () => {
    const { user, checklistFetch } = renderDashboard({
      session: tutorSession,
      route,
      fetchUser: async () => ({ ...tutorUser, _id: tutorSession.id }),
      fetchChecklist: async () => {
        throw new ApiError('Server error', 500, true);
      },
    });
    const alert = await screen.findByRole('alert', { name: /Could not load your checklist/ });
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(checklistFetch).toHaveBeenCalledTimes(2));
  });
});

describe('DashboardPage: admin view', () => {
  it('shows "Admin Dashboard", the id, the badge, Admin Info, "Active", Member Since and the admin link', async () => {
    renderDashboard({ session: adminSession, route: `/dashboard/${adminUser._id}`, fetchUser: async () => adminUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(`Admin ID: ${adminUser._id}`)).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Admin Info' });
    expect(info).toHaveTextContent('NameOperations Admin');
    expect(info).toHaveTextContent('Emailadmin@shikhon.test');
    expect(info).toHaveTextContent('Phone01700000001');
    expect(screen.getByRole('region', { name: 'Account Status' })).toHaveTextContent('Active');
    expect(screen.getByRole('region', { name: 'Member Since' })).toHaveTextContent('January 1, 2025');
    expect(screen.getByRole('link', { name: 'Open the Admin Area' })).toHaveAttribute('href', '/admin');
    // The sidebar offers the admin area instead of Update Profile; admins have no member id.
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(menu).queryByRole('link', { name: 'Update Profile' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\(Id:/)).not.toBeInTheDocument();
  });
});

describe('DashboardPage: access and errors', () => {
  it('sends a member who opens someone else\'s dashboard to /login without asking the server', async () => {
    const { userFetch, router } = renderDashboard({ session: tutorSession, route: `/dashboard/${studentUser._id}` });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(userFetch).not.toHaveBeenCalled();
  });

  it('sends a visitor who is not logged in to /login', async () => {
    const { router } = renderDashboard({ session: null });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows "No user ID provided" without an id', async () => {
    const { userFetch } = renderDashboard({ route: '/dashboard' });
    expect(await screen.findByText('No user ID provided')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      `/dashboard/${studentSession.id}`,
    );
    expect(userFetch).not.toHaveBeenCalled();
  });

  it("shows the server's reason in words (no status code), and tries again", async () => {
    let fail = true;
    const { user, userFetch } = renderDashboard({
      fetchUser: async () => {
        if (fail) throw new ApiError('Your session has expired', 401, true);
        return studentUser;
      },
    });
    expect(await screen.findByText('Your session has expired')).toBeInTheDocument();
    expect(screen.queryByText(/401|Unauthorized/)).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Welcome to Guardian/student')).toBeInTheDocument();
    expect(userFetch).toHaveBeenCalledTimes(2);
  });

  it('shows a refusal without a sentence of its own in words, not "403 Forbidden"', async () => {
    renderDashboard({
      fetchUser: async () => {
        throw new ApiError('', 403, false);
      },
    });
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.queryByText(/403/)).toBeNull();
  });

  it('shows "Invalid user data format" when the answer has no user', async () => {
    renderDashboard({
      fetchUser: async () => {
        throw new ApiError('Unexpected response from the server', 0, false);
      },
    });
    expect(await screen.findByText('Invalid user data format')).toBeInTheDocument();
  });
});

describe('apply status model', () => {
  it('shows only the counts of the student on screen, dropping a late answer about another', async () => {
    const answers: Record<string, (counts: ApplyStatus) => void> = {};
    const scope = fork({
      handlers: [[fetchApplyStatusFx, (id: string) => new Promise<ApplyStatus>((resolve) => (answers[id] = resolve))]],
    });
    const first = allSettled(applyStatusRequested, { scope, params: 'first' });
    const second = allSettled(applyStatusRequested, { scope, params: 'second' });
    expect(scope.getState($applyStatusState)).toBe('loading');
    // The student on screen is answered first, the one left behind last.
    answers.second!(applyCounts);
    answers.first!({ pending: 9, approved: 9, assigned: 9, confirmed: 9, cancelled: 9 });
    await Promise.all([first, second]);
    expect(scope.getState($applyStatus)).toEqual(applyCounts);
    expect(scope.getState($applyStatusState)).toBe('ready');
  });

  it('is in error after a failure, until the next try succeeds', async () => {
    const fetch = vi.fn(async (): Promise<ApplyStatus> => {
      throw new ApiError('Server error', 500, true);
    });
    const scope = fork({ handlers: [[fetchApplyStatusFx, fetch]] });
    await allSettled(applyStatusRequested, { scope, params: 'u1' });
    expect(scope.getState($applyStatusState)).toBe('error');
    expect(scope.getState($applyStatus)).toBeNull();
    fetch.mockImplementation(async () => applyCounts);
    await allSettled(applyStatusRequested, { scope, params: 'u1' });
    expect(scope.getState($applyStatusState)).toBe('ready');
  });
});
