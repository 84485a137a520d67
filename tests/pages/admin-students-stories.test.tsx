import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withApp } from '../../stories/decorators';
import * as stories from '../../stories/pages/AdminStudentsPage.stories';

// The static stories render with no server and show the state they are named after (the play
// stories need Storybook's canvas and are checked in Storybook).
const composed = composeStories(stories, { decorators: [withApp] });

describe('AdminStudentsPage stories', () => {
  it.each([
    ['List', 'Showing 1 to 10 of 87 students'],
    ['Loading', 'Loading...'],
    ['Empty', 'There are no students matching the current filter'],
    ['LoadError', 'Failed to load students'],
    ['Narrow', 'Showing 1 to 10 of 87 students'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = composed[name];
    render(<Story />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
