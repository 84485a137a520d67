import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withApp } from '../../stories/decorators';
import * as stories from '../../stories/pages/AdminApplicationsPage.stories';

// The static stories render with no server and show the state they are named after.
const composed = composeStories(stories, { decorators: [withApp] });

describe('AdminApplicationsPage stories', () => {
  it.each([
    ['PendingList', 'Farhana Akter'],
    ['AssignedList', 'Deassign Tutor'],
    ['Loading', 'Loading applications'],
    ['ApplicantsLoading', 'Loading...'],
    ['Empty', 'No pending applications found'],
    ['LookupError', 'Error loading tutor details: Tutor not found'],
    ['LoadError', 'Failed to load applications'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = composed[name];
    render(<Story />);
    // An applicant's own 'Loading...' (inside its card), not the list's spinner before the jobs arrive.
    const found =
      name === 'Loading'
        ? await screen.findByLabelText(text)
        : name === 'ApplicantsLoading'
          ? within((await screen.findAllByRole('article', { name: /^Applicant / }))[0]!).getByText(text)
          : (await screen.findAllByText(text))[0];
    expect(found).toBeInTheDocument();
  });
});
