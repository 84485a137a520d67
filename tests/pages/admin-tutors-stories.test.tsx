import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withApp } from '../../stories/decorators';
import * as stories from '../../stories/pages/AdminTutorsPage.stories';

// The static stories render with no server and show the state they are named after.
const composed = composeStories(stories, { decorators: [withApp] });

describe('AdminTutorsPage stories', () => {
  it.each([
    ['List', 'Farhana Akter'],
    ['Loading', 'Loading...'],
    ['Empty', 'No tutors found'],
    ['LoadError', 'Failed to load tutors'],
    ['ManyPages', 'Showing 1 to 10 of 27 tutors'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = composed[name];
    render(<Story />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
