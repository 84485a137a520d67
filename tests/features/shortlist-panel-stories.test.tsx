import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withApp } from '../../stories/decorators';
import * as shortlistStories from '../../stories/features/pick-tutor/ShortlistPanel.stories';

// Each state story of the shortlist-pick machine renders with no server and shows the state it names.
const stories = composeStories(shortlistStories, { decorators: [withApp] });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('shortlist panel stories', () => {
  it('Loading, LoadFailed and Waiting', async () => {
    render(<stories.Loading />);
    expect(await screen.findByRole('status', { name: 'Loading your shortlist' })).toBeInTheDocument();
    document.body.innerHTML = '';
    render(<stories.LoadFailed />);
    expect(await screen.findByText('We could not load your shortlist. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    document.body.innerHTML = '';
    render(<stories.Waiting />);
    expect(await screen.findByText('No shortlist yet')).toBeInTheDocument();
  });

  it('Reviewing lists the tutors with profile and CV links', async () => {
    render(<stories.Reviewing />);
    expect(await screen.findByRole('link', { name: 'CV of Tanvir Hasan (PDF)' })).toHaveAttribute('href', '/api/tutors/t-2/cv');
    expect(screen.getAllByRole('button', { name: /for a trial class/ })).toHaveLength(3);
  });

  it('ConfirmingPick, Picking and a refused pick', async () => {
    await stories.ConfirmingPick.run();
    expect(await screen.findByLabelText('Proposed trial date and time (optional)')).toBeEnabled();
    document.body.innerHTML = '';
    await stories.Picking.run();
    expect(await screen.findByLabelText('Proposed trial date and time (optional)')).toBeDisabled();
    document.body.innerHTML = '';
    await stories.PickRefused.run();
    expect(await screen.findByText('tutorId: This tutor is not on your shortlist')).toBeInTheDocument();
  });

  it('Picked, MoreFailed and MoreRequested', async () => {
    render(<stories.Picked />);
    expect(await screen.findByText('You picked Sadia Rahman')).toBeInTheDocument();
    document.body.innerHTML = '';
    await stories.MoreFailed.run();
    expect(await screen.findByText('We could not send your request for more tutors. Please try again.')).toBeInTheDocument();
    document.body.innerHTML = '';
    await stories.MoreRequested.run();
    expect(await screen.findByText('We are looking for more tutors')).toBeInTheDocument();
  });
});
