import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withApp } from '../../stories/decorators';
import * as createStories from '../../stories/pages/AdminCreateTuitionPage.stories';
import * as dashboardStories from '../../stories/pages/AdminDashboardPage.stories';
import * as tuitionsStories from '../../stories/pages/AdminTuitionsPage.stories';

// Each story renders with no server and shows the state it is named after.
const dashboard = composeStories(dashboardStories, { decorators: [withApp] });
const tuitions = composeStories(tuitionsStories, { decorators: [withApp] });
const create = composeStories(createStories, { decorators: [withApp] });

describe('admin dashboard, tuitions and create tuition stories', () => {
  it.each([
    ['Figures', '1032'],
    ['Empty', 'No change'],
    ['LoadError', 'Failed to load dashboard statistics'],
    ['Narrow', '248'],
  ] as const)('Dashboard %s shows %s', async (name, text) => {
    const Story = dashboard[name];
    render(<Story />);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });

  it('Dashboard Loading shows a dash in every card', async () => {
    const Story = dashboard.Loading;
    render(<Story />);
    expect(await screen.findAllByText('-')).toHaveLength(3);
  });

  it.each([
    ['Jobs', 'Total: 34'],
    ['Empty', 'No tuitions found'],
    ['LoadError', 'Failed to load tuitions'],
    ['Narrow', 'Total: 34'],
  ] as const)('Tuitions %s shows %s', async (name, text) => {
    const Story = tuitions[name];
    render(<Story />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('Tuitions SearchedByNumber holds the number in the search box and lists that job', async () => {
    const Story = tuitions.SearchedByNumber;
    render(<Story />);
    expect(await screen.findByRole('textbox', { name: 'Search' })).toHaveValue('SK-10243');
    expect(await screen.findByText('SK-10243')).toBeInTheDocument();
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
  });

  it('Tuitions Loading shows the spinner', async () => {
    const Story = tuitions.Loading;
    render(<Story />);
    expect(await screen.findByLabelText('Loading tuitions')).toBeInTheDocument();
  });

  it.each([
    ['Blank', 'Create Tuition'],
    ['Narrow', 'Create Tuition'],
  ] as const)('Create %s shows the form', async (name, button) => {
    const Story = create[name];
    render(<Story />);
    expect(await screen.findByRole('button', { name: button })).toBeInTheDocument();
  });

  it('Create ServerError shows the banner', async () => {
    const Story = create.ServerError;
    render(<Story />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create tuition');
  });
});
