import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withApp } from '../../stories/decorators';
import * as stories from '../../stories/pages/AdminTutorsPage.stories';

// The stories that click inside a modal (a portal outside the story's canvas) run their play and show their state.
const composed = composeStories(stories, { decorators: [withApp] });

describe('AdminTutorsPage stories with a play', () => {
  it('VerifyModal opens the Verify Tutor modal', async () => {
    await composed.VerifyModal.run();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('Approved shows the toast and the tutor as verified', async () => {
    await composed.Approved.run();
    expect(await screen.findByText('Tutor verified successfully')).toBeInTheDocument();
    await waitFor(() => {
      const row = screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes('Farhana Akter'));
      expect(row).toHaveTextContent(/Verified/);
      expect(row).not.toHaveTextContent(/Pending/);
    });
  });

  it('VerifyFailed shows the fallback message with the modal still open', async () => {
    await composed.VerifyFailed.run();
    expect((await screen.findAllByText('Verification failed. Please try again.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('PremiumFailed shows the failure toast', async () => {
    await composed.PremiumFailed.run();
    expect(await screen.findByText('Failed to update premium status')).toBeInTheDocument();
  });
});
