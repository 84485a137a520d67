import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withApp } from '../../stories/decorators';
import * as notFoundStories from '../../stories/pages/NotFoundPage.stories';
import * as stories from '../../stories/features/create-tuition/CreateTuitionForm.stories';

// The create form's submitting and success states, and the 404 page, have stories that render with no server.
const composed = composeStories(stories, { decorators: [withApp] });
const notFound = composeStories(notFoundStories, { decorators: [withApp] });

// `run()` mounts outside Testing Library's cleanup.
afterEach(() => {
  document.body.innerHTML = '';
});

describe('CreateTuitionForm stories', () => {
  it("Submitting holds the filled form on 'Creating...'", async () => {
    await composed.Submitting.run();
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeInTheDocument();
  });

  it('Created lands on the dashboard after the 201', async () => {
    await composed.Created.run();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Tuition' })).not.toBeInTheDocument();
  });
});

describe('NotFoundPage stories', () => {
  it.each(['Default', 'Narrow'] as const)('%s shows "Page not found" and the way home', async (name) => {
    const Story = notFound[name];
    render(<Story />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
