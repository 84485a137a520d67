import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withApp } from '../../stories/decorators';
import * as boardStories from '../../stories/pages/TuitionBoardPage.stories';
import * as tutorsStories from '../../stories/pages/FindTutorsPage.stories';

// The stories render with no server and show the state they are named after.
const board = composeStories(boardStories, { decorators: [withApp] });
const tutors = composeStories(tutorsStories, { decorators: [withApp] });

describe('Tuition Board stories', () => {
  it('Loading shows the spinner and says it is loading', async () => {
    render(<board.Loading />);
    expect(await screen.findByRole('status', { name: 'Loading jobs' })).toBeInTheDocument();
    expect(screen.getByText('Loading jobs...')).toBeInTheDocument();
  });

  it.each([
    ['WithJobs', 'Showing 1-10 of 42 jobs'],
    ['FromDistrictStrip', 'Showing 1-7 of 7 jobs'],
    ['Empty', 'No job listings found'],
    ['ServerUnreachable', 'Could not load jobs'],
    ['Narrow', 'Showing 1-10 of 42 jobs'],
    ['Bangla', /Showing 1-10 of 42 jobs|৪২টি টিউশনের মধ্যে/],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = board[name];
    render(<Story />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('Find tutors stories', () => {
  it.each([
    ['Loading', 'Loading tutors'],
    ['WithResults', '128 tutors match your filters'],
    ['DhakaAreaFilter', 'Showing 31-47 of 47 Tutors'],
    ['Empty', 'No tutors match your filters'],
    ['ServerError', 'Error: Failed to fetch tutors'],
    ['Narrow', '40 tutors match your filters'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = tutors[name];
    render(<Story />);
    const found = name === 'Loading' ? await screen.findByRole('status', { name: text }) : await screen.findByText(text);
    expect(found).toBeInTheDocument();
  });
});
