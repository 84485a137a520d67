import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
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
    const found = name === 'Loading' ? await screen.findByLabelText(text) : (await screen.findAllByText(text))[0];
    expect(found).toBeInTheDocument();
  });
});
