import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { AdminActivityPage, fetchActivityFx, fetchStaffFx } from '@/pages/admin-activity';
import { ApiError, type ActivityListResponse } from '@/shared/api';
import { withApp } from '../../stories/decorators';
import * as activityStories from '../../stories/pages/AdminActivityPage.stories';
import { activityAnswer, storyActivity, storyStaff } from '../../stories/pages/admin-activity-fixtures';
import { renderWithProviders } from '../render';
import { ADMIN_SESSION } from './admin-content-page';

function renderPage(load: (params: { filters: Record<string, string>; page: number }) => Promise<ActivityListResponse> = async () => activityAnswer(), route = '/admin/activity') {
  const loadHandler = vi.fn(load);
  const scope = fork({
    handlers: [
      [fetchActivityFx, loadHandler],
      [fetchStaffFx, async () => ({ data: storyStaff })],
    ],
  });
  return { ...renderWithProviders(<AdminActivityPage />, { route, session: ADMIN_SESSION, scope }), loadHandler };
}

describe('admin activity log', () => {
  it('lists the entries newest first: when, who, action, record, the changed fields and the reason', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Activity log' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Activity log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(storyActivity.length);
    expect(within(rows[0]).getByText('finance@shikhon.test')).toBeInTheDocument();
    expect(within(rows[0]).getByText('pay-42')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('status: Partially paid → Paid');
    expect(rows[1]).toHaveTextContent('status: Due → Partially paid');
    expect(rows[2]).toHaveTextContent('New finance hire');
    expect(rows[2]).toHaveTextContent('Staff');
    expect(screen.getByText('Showing 1 to 3 of 3 entries')).toBeInTheDocument();
  });

  it('reads its filters from the address and asks the server with them', async () => {
    const { loadHandler } = renderPage(undefined, `/admin/activity?actor=${storyStaff[1]._id}&recordType=payment&from=2026-05-01&to=2026-05-31`);
    await screen.findByRole('table', { name: 'Activity log' });
    expect(loadHandler).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, filters: { actor: storyStaff[1]._id, recordType: 'payment', recordId: '', from: '2026-05-01', to: '2026-05-31' } }),
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-05-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-05-31');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Person' })).toHaveValue('Farida Finance (finance)'));
    expect(screen.getByRole('combobox', { name: 'Record type' })).toHaveValue('Payment');
  });

  it('a changed date filter loads page 1 with it; Clear filters drops them all', async () => {
    const { loadHandler, user } = renderPage(undefined, '/admin/activity?recordType=payment');
    await screen.findByRole('table', { name: 'Activity log' });
    const from = screen.getByLabelText('From');
    await user.type(from, '2026-05-10');
    await waitFor(() => expect(loadHandler).toHaveBeenLastCalledWith(expect.objectContaining({ filters: expect.objectContaining({ recordType: 'payment', from: '2026-05-10' }) })));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(loadHandler).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { actor: '', recordType: '', recordId: '', from: '', to: '' } })),
    );
  });

  it('shows the empty state, and the server refusing a filter says why', async () => {
    renderPage(async () => activityAnswer([]));
    expect(await screen.findByText('No activity matches these filters')).toBeInTheDocument();
  });

  it('a failed load names the log and offers Try Again, never a bare status code', async () => {
    let fail = true;
    const { user } = renderPage(async () => {
      if (fail) throw new ApiError('Internal error', 500, true);
      return activityAnswer();
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the activity log');
    expect(alert).not.toHaveTextContent('500');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('table', { name: 'Activity log' })).toBeInTheDocument();
  });
});

describe('admin activity log for another role', () => {
  it('a staff member whose role may not read it is told it is the owner\'s', async () => {
    renderPage(() => Promise.reject(new ApiError('You do not have permission to do this.', 403, true)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the owner can see the activity log.');
  });
});

const stories = composeStories(activityStories, { decorators: [withApp] });

describe('admin activity stories', () => {
  it.each([
    ['List', 'pay-42'],
    ['Loading', 'Loading...'],
    ['Empty', 'No activity matches these filters'],
    ['LoadError', 'Could not load the activity log'],
    ['Narrow', 'New finance hire'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = stories[name];
    render(<Story />);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });
});
