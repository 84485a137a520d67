import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withApp } from '../../stories/decorators';
import * as downloadStories from '../../stories/features/export-my-data/DownloadMyDataView.stories';
import * as detailsStories from '../../stories/pages/TuitionDetailsPage.stories';

// Each story renders with no server and shows the state it is named after.
const download = composeStories(downloadStories, { decorators: [withApp] });
const details = composeStories(detailsStories, { decorators: [withApp] });

describe('Download my data and job details stories', () => {
  it.each([
    ['Idle', 'Download my data'],
    ['Loading', 'Preparing your data...'],
    ['Downloaded', 'Your data was downloaded as shikhon-my-data-1042-2026-03-05.json.'],
    ['ServerRefused', 'Your session has expired. Please log in again.'],
    ['Offline', 'Could not prepare your data. Please try again.'],
    ['Narrow', 'Your data was downloaded as shikhon-my-data-1042-2026-03-05.json.'],
  ] as const)('%s shows "%s"', async (name, text) => {
    const Story = download[name];
    render(<Story />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("shows the guardian's details to the selected tutor and staff, never to a visitor", async () => {
    const Selected = details.SelectedTutorView;
    const selected = render(<Selected />);
    expect(await screen.findByRole('region', { name: "Guardian's Details" })).toHaveTextContent('Road 27, near the lake');
    selected.unmount();

    const Visitor = details.FullJob;
    render(<Visitor />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Guardian's Details" })).not.toBeInTheDocument();
    expect(screen.queryByText('Rahima Akter')).not.toBeInTheDocument();
  });
});
