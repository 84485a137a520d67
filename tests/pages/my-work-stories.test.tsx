import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MY_WORK_MESSAGES } from '@/shared/api';
import { withApp } from '../../stories/decorators';
import * as applicationsStories from '../../stories/pages/MyApplicationsPage.stories';
import * as tuitionsStories from '../../stories/pages/MyTuitionsPage.stories';
import * as detailsStoriesModule from '../../stories/pages/TuitionDetailsPage.stories';

// Each story renders with no server and shows the state it is named after.
const applications = composeStories(applicationsStories, { decorators: [withApp] });
const tuitions = composeStories(tuitionsStories, { decorators: [withApp] });

describe('My Applications stories', () => {
  it.each([
    ['Applications', 'Showing 1 to 6 of 6 applications'],
    ['Empty', 'You have not applied to any tuition yet.'],
    ['LoadError', 'Could not load your applications'],
    ['Narrow', 'SK-10234'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = applications[name];
    render(<Story />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('Loading shows the spinner', async () => {
    const Story = applications.Loading;
    render(<Story />);
    expect(await screen.findByLabelText('Loading your applications')).toBeInTheDocument();
  });

  it('WithdrawConfirm opens the dialog; WithdrawRefused shows the refusal in it', async () => {
    const Confirm = applications.WithdrawConfirm;
    const { unmount } = render(<Confirm />);
    expect(await screen.findByRole('dialog', { name: 'Withdraw application?' })).toHaveTextContent('SK-10229');
    unmount();
    const Refused = applications.WithdrawRefused;
    render(<Refused />);
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw application?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MY_WORK_MESSAGES.selectedCannotWithdraw);
  });
});

describe('My Tuitions stories', () => {
  it.each([
    ['Tuitions', 'How to pay 3,600 TK (reference: SK-10211)'],
    ['FeeOverdue', 'Overdue'],
    ['NoFeeYet', 'The Shikhon team will share it'],
    ['Empty', 'No tuition yet.'],
    ['LoadError', 'Could not load your tuitions'],
    ['Narrow', 'SK-10102'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = tuitions[name];
    render(<Story />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('Loading shows the spinner', async () => {
    const Story = tuitions.Loading;
    render(<Story />);
    expect(await screen.findByLabelText('Loading your tuitions')).toBeInTheDocument();
  });
});

const detailsStories = composeStories(detailsStoriesModule, { decorators: [withApp] });

describe('Tuition details stories: the server’s word on the tutor’s application and the job', () => {
  it.each([
    ['AppliedAfterReload', 'You have applied for this job. Status: Shortlisted.'],
    ['WithdrawnByTutor', 'You withdrew from this job.'],
    ['AssignedJob', MY_WORK_MESSAGES.jobAssigned],
    ['ClosedJob', MY_WORK_MESSAGES.jobClosed],
    ['SelectedTutor', 'You were selected for this tuition.'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = detailsStories[name];
    render(<Story />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });
});
