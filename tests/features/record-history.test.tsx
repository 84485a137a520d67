import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecordHistory } from '@/pages/admin-payment-info';
import { ApiError } from '@/shared/api';
import { withApp } from '../../stories/decorators';
import * as stories from '../../stories/features/record-history/RecordHistory.stories';
import { storyActivity } from '../../stories/pages/admin-activity-fixtures';
import { renderWithProviders } from '../render';

describe("a record's own history", () => {
  it("asks for the record's entries and lists who did what, newest first, with the changes", async () => {
    const load = vi.fn(async () => storyActivity.slice(0, 2));
    renderWithProviders(<RecordHistory recordType="payment" recordId="pay-42" load={load} />);
    const items = (await screen.findAllByText('payment.paid')).map((title) => title.closest('.mantine-Timeline-item') as HTMLElement);
    expect(load).toHaveBeenCalledWith('payment', 'pay-42');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('status: Partially paid → Paid')).toBeInTheDocument();
    expect(within(items[1]).getByText('status: Due → Partially paid')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('finance@shikhon.test');
  });

  it('a failure says so and Try Again loads again', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new ApiError('The server could not answer. Please try again.', 500, false);
      return [];
    });
    const { user } = renderWithProviders(<RecordHistory recordType="payment" recordId="pay-42" load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the history');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No staff action on this record yet.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

const composed = composeStories(stories, { decorators: [withApp] });
describe('record history stories', () => {
  it.each([
    ['Loaded', 'payment.paid'],
    ['Loading', 'Loading...'],
    ['Empty', 'No staff action on this record yet.'],
    ['LoadError', 'Could not load the history'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = composed[name];
    render(<Story />);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });
});
