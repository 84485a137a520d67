import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/entities/session';
import { ApplyToJob, applyToJobFx } from '@/pages/tuition-details';
import { ApiError } from '@/shared/api';
import type { ApplyResponse } from '@/shared/api';
import { renderWithProviders } from '../render';

const tutor: SessionUser = { id: 't1', name: 'Karim Uddin', userType: 'tutor', token: 'tok', tutorId: 1007 };
const student: SessionUser = { id: 's1', name: 'Rahima Akter', userType: 'student', token: 'tok' };
const admin: SessionUser = { id: 'a1', name: 'Ops', userType: 'admin', token: 'tok' };

function renderApply(session: SessionUser | null, handler?: (jobId: string) => Promise<ApplyResponse>) {
  const apply = vi.fn(handler ?? (async () => ({ success: true, message: 'Applied' })));
  const scope = fork({ handlers: [[applyToJobFx, apply]] });
  const result = renderWithProviders(<ApplyToJob jobId="job-1" />, {
    session,
    scope,
    route: '/tuition_details/job-1',
    path: '/tuition_details/:id',
    routes: [{ path: '/login', element: <p>Login page</p> }],
  });
  return { ...result, apply };
}

async function applyButton() {
  const button = await screen.findByRole('button', { name: 'Apply Now' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

// Toasts live in a module-wide store: each test starts with none.
afterEach(() => notifications.clean());

describe('ApplyToJob', () => {
  it('asks a guest to log in as a tutor and sends them to /login', async () => {
    const { user, apply } = renderApply(null);
    expect(await screen.findByText('Please login as a tutor to apply')).toBeInTheDocument();
    await user.click(await applyButton());
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it('tells a guardian/student that only tutors can apply, and says it again on a click', async () => {
    const { user, apply } = renderApply(student);
    const button = await applyButton();
    expect(screen.getByText('Only tutors can apply for jobs')).toBeInTheDocument();
    expect(screen.queryByText('Please login as a tutor to apply')).not.toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(screen.getAllByText('Only tutors can apply for jobs')).toHaveLength(2));
    expect(apply).not.toHaveBeenCalled();
  });

  it('shows an admin no hint, and refuses the click with the tutors-only alert', async () => {
    const { user, apply } = renderApply(admin);
    const button = await applyButton();
    expect(screen.queryByText('Only tutors can apply for jobs')).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByText('Only tutors can apply for jobs')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it('lets a tutor apply: "Applying...", the success toast, then "Applied" for good', async () => {
    let release: (value: ApplyResponse) => void = () => {};
    const { user, apply } = renderApply(tutor, () => new Promise((resolve) => (release = resolve)));
    const button = await applyButton();
    expect(screen.queryByText('Please login as a tutor to apply')).not.toBeInTheDocument();
    expect(screen.queryByText('Only tutors can apply for jobs')).not.toBeInTheDocument();

    await user.click(button);
    expect(apply).toHaveBeenCalledWith('job-1');
    expect(await screen.findByRole('button', { name: 'Applying...' })).toBeDisabled();

    release({ success: true, message: 'Application submitted' });
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(screen.getByText('You have applied for this job.')).toBeInTheDocument();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason when it refuses, and lets the tutor try again", async () => {
    const { user } = renderApply(tutor, async () => {
      throw new ApiError('Your profile must be verified before you apply', 403, true);
    });
    await user.click(await applyButton());
    expect(await screen.findByText('Your profile must be verified before you apply')).toBeInTheDocument();
    expect(await applyButton()).toBeEnabled();
  });

  it('says "Failed to submit application" when there is no server message', async () => {
    const { user } = renderApply(tutor, async () => {
      throw new ApiError('Failed to fetch', 0, false);
    });
    await user.click(await applyButton());
    expect(await screen.findByText('Failed to submit application')).toBeInTheDocument();
  });

  it('marks the job applied when the server already holds the application (409)', async () => {
    const { user } = renderApply(tutor, async () => {
      throw new ApiError('You have already applied for this tuition', 409, true);
    });
    await user.click(await applyButton());
    expect(await screen.findByText('You have already applied for this tuition')).toBeInTheDocument();
    // The server already holds the application: the button says so.
    expect(await screen.findByRole('button', { name: 'Applied' })).toBeDisabled();
  });

  it('does not mark the job applied when the 409 says the job was assigned meanwhile', async () => {
    const { user } = renderApply(tutor, async () => {
      throw new ApiError('This tuition has been assigned', 409, true);
    });
    await user.click(await applyButton());
    expect(await screen.findByText('This tuition has been assigned')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Applied' })).not.toBeInTheDocument();
  });
});
