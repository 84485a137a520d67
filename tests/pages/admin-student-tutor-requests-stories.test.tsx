import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withApp } from '../../stories/decorators';
import * as stories from '../../stories/pages/AdminStudentTutorRequestsPage.stories';

// Every story renders with no server and shows the state it is named after; the modal stories run their play.
const composed = composeStories(stories, { decorators: [withApp] });

describe('AdminStudentTutorRequestsPage stories', () => {
  it.each([
    ['List', 'Total: 4'],
    ['Loading', 'Loading requests'],
    ['Empty', 'No tutor requests have been made yet.'],
    ['LoadError', 'Failed to load tutor requests'],
    ['Narrow', 'Total: 4'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = composed[name];
    render(<Story />);
    expect((await screen.findAllByText((_, element) => element?.textContent === text || element?.getAttribute('aria-label') === text)).length).toBeGreaterThan(0);
  });

  it.each([
    ['DetailsModal', 'Request Details', 'Complete & Create Tuition'],
    ['ApprovedDetails', 'Request Details', 'Schedule & Preferences'],
    ['EditMode', 'Edit Request', 'Save Changes'],
    ['Busy', 'Request Details', 'Updating...'],
  ] as const)('%s opens %s showing %s', async (name, title, text) => {
    await composed[name].run();
    const dialog = await screen.findByRole('dialog', { name: title });
    expect((await within(dialog).findAllByText(text)).length).toBeGreaterThan(0);
  });
});
