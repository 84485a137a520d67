import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    ['Paged', 'Total: 30'],
    ['Paged', 'Page 3'],
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

  it('SecondPage shows the second page of the Pending tab (the pretend server pages like the real one)', async () => {
    await composed.SecondPage.run();
    expect(await screen.findByRole('article', { name: 'Guardian 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('article', { name: 'Guardian 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('a decision in a story moves the request on the pretend server: the Approved tab holds it after the refill', async () => {
    await composed.DetailsModal.run();
    const dialog = await screen.findByRole('dialog', { name: 'Request Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete & Create Tuition' }));
    await within(dialog).findByText('Approved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Approved/ })).toHaveTextContent('Approved2'));
    await userEvent.click(screen.getByRole('tab', { name: /^Approved/ }));
    expect(await screen.findByRole('article', { name: 'Ayaan Rahman' })).toBeInTheDocument();
  });
});
