import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withApp } from '../../stories/decorators';
import * as paymentStories from '../../stories/pages/AdminPaymentInfoPage.stories';
import * as requestStories from '../../stories/pages/AdminTutorRequestsPage.stories';

// Each story renders with no server and shows the state it is named after.
const requests = composeStories(requestStories, { decorators: [withApp] });
const payments = composeStories(paymentStories, { decorators: [withApp] });

describe('admin tutor requests and payment information stories', () => {
  it.each([
    ['Requests', 'Total: 5'],
    ['PendingTab', 'Total: 3'],
    ['EmptyAll', 'No tutor requests have been made yet.'],
    ['EmptyPending', 'No pending requests found.'],
    ['EmptyCompleted', 'No completed requests found.'],
    ['LoadError', 'Failed to load tutor requests'],
    ['Narrow', 'Total: 5'],
  ] as const)('Tutor requests %s shows %s', async (name, text) => {
    const Story = requests[name];
    render(<Story />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('Tutor requests Loading shows the spinner', async () => {
    const Story = requests.Loading;
    render(<Story />);
    expect(await screen.findByLabelText('Loading tutor requests')).toBeInTheDocument();
  });

  it('Tutor requests ToggleFailed: a failing toggle says so', async () => {
    const Story = requests.ToggleFailed;
    render(<Story />);
    const [first] = await screen.findAllByRole('button', { name: 'Mark as Complete' });
    await userEvent.click(first!);
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
  });

  it.each([
    ['Payments', 'Total: 6'],
    ['DueFilter', 'Total: 2'],
    ['Empty', 'No payments found'],
    ['LoadError', 'Failed to load payment information'],
    ['Narrow', 'Total: 6'],
  ] as const)('Payments %s shows %s', async (name, text) => {
    const Story = payments[name];
    render(<Story />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('Payments Loading shows the spinner', async () => {
    const Story = payments.Loading;
    render(<Story />);
    expect(await screen.findByLabelText('Loading payments')).toBeInTheDocument();
  });

  it('Payments ConfirmDelete: the delete icon opens the confirm', async () => {
    const Story = payments.ConfirmDelete;
    render(<Story />);
    await userEvent.click(await screen.findByRole('button', { name: /^Delete payment of Farhana Akter/ }));
    const dialog = await screen.findByRole('dialog');
    // The spec's words, then what a void really does: nothing is erased (issue 13).
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this payment record? This action cannot be undone. The record stays in the ledger as Cancel and can be reopened.',
      ),
    ).toBeInTheDocument();
  });
});
