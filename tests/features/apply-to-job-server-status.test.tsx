// The job's own status and the server's word on the tutor's application decide what Apply shows (issue 12): "Applied"
// after any reload without a 409, and a banner instead of Apply on assigned and closed jobs.
import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/entities/session';
import { ApplyToJob, applyToJobFx, type ApplyToJobProps } from '@/pages/tuition-details';
import { MY_WORK_MESSAGES } from '@/shared/api';
import { renderWithProviders } from '../render';

const tutor: SessionUser = { id: 't1', name: 'Karim Uddin', userType: 'tutor', token: 'tok', tutorId: 1007 };

function renderApply(props: Partial<ApplyToJobProps>, session: SessionUser | null = tutor) {
  const apply = vi.fn(async () => ({ success: true, message: 'Applied' }));
  renderWithProviders(<ApplyToJob jobId="job-1" {...props} />, {
    session,
    scope: fork({ handlers: [[applyToJobFx, apply]] }),
    route: '/tuition_details/job-1',
    path: '/tuition_details/:id',
  });
  return { apply };
}

describe('ApplyToJob with the server’s status', () => {
  it('shows Applied, disabled, when the server says this tutor applied (a reload, another device)', async () => {
    renderApply({ jobStatus: 'active', myApplicationStatus: 'Applied' });
    expect(await screen.findByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(screen.getByText('You have applied for this job.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('names a later status: Shortlisted', async () => {
    renderApply({ jobStatus: 'active', myApplicationStatus: 'Shortlisted' });
    expect(await screen.findByText('You have applied for this job. Status: Shortlisted.')).toBeInTheDocument();
  });

  it('shows Withdrawn, disabled, after the tutor withdrew', async () => {
    renderApply({ jobStatus: 'active', myApplicationStatus: 'Withdrawn' });
    expect(await screen.findByRole('button', { name: 'Withdrawn' })).toBeDisabled();
    expect(screen.getByText('You withdrew from this job.')).toBeInTheDocument();
  });

  it('shows a banner instead of Apply on an assigned job and on a closed one, to guests too', async () => {
    renderApply({ jobStatus: 'assigned' }, null);
    expect(await screen.findByText(MY_WORK_MESSAGES.jobAssigned)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('shows the closed banner with the tutor’s own status and a link to My Applications', async () => {
    renderApply({ jobStatus: 'closed', myApplicationStatus: 'Job closed' });
    expect(await screen.findByText(MY_WORK_MESSAGES.jobClosed)).toBeInTheDocument();
    expect(screen.getByText(/Your application: Job closed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Applications' })).toHaveAttribute('href', '/dashboard/applications');
  });

  it('tells the selected tutor where the guardian’s contact is', async () => {
    renderApply({ jobStatus: 'assigned', myApplicationStatus: 'Selected' });
    expect(await screen.findByText('You were selected for this tuition.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My Tuitions/ })).toHaveAttribute('href', '/dashboard/tuitions');
  });

  it('keeps Apply Now for an open job the tutor has not applied to', async () => {
    renderApply({ jobStatus: 'active' });
    expect(await screen.findByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
  });
});
