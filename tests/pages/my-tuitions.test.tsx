import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $isTutor } from '@/entities/session';
import { fetchUserFx } from '@/entities/user';
import { fetchMyTuitionsFx, MyTuitionsPage } from '@/pages/my-tuitions';
import { ApiError, type MyTuitionListResponse } from '@/shared/api';
import { PAYMENT_CHANNELS } from '@/shared/config';
import { tutorSession, tutorUser } from '../../stories/pages/member-fixtures';
import { makeMyTuition, myTuitions } from '../../stories/pages/my-work-fixtures';
import { renderWithProviders } from '../render';

function renderPage(load: () => Promise<MyTuitionListResponse> = async () => ({ data: myTuitions })) {
  const fetch = vi.fn(load);
  const scope = fork({
    values: [[$isTutor, true]],
    handlers: [
      [fetchMyTuitionsFx, fetch],
      [fetchUserFx, async () => tutorUser],
    ],
  });
  const result = renderWithProviders(<MyTuitionsPage />, {
    session: tutorSession,
    scope,
    route: '/dashboard/tuitions',
    path: '/dashboard/tuitions',
  });
  return { ...result, fetch };
}

describe('My Tuitions', () => {
  it('shows each tuition’s terms, the guardian’s contact and the media fee with how to pay', async () => {
    renderPage();
    const ongoing = (await screen.findByText('SK-10211')).closest('article')!;
    expect(ongoing).toHaveTextContent('Agreed salary: 6,000 TK a month');
    expect(ongoing).toHaveTextContent('Start date: May 6, 2026');
    const guardian = within(ongoing).getByRole('region', { name: 'Guardian of SK-10211' });
    expect(guardian).toHaveTextContent('Guardian: Shahnaz Parvin');
    expect(within(guardian).getByRole('link', { name: /01712-000991/ })).toHaveAttribute('href', 'tel:01712000991');
    const fee = within(ongoing).getByRole('region', { name: 'Media fee for SK-10211' });
    expect(fee).toHaveTextContent('Amount: 3,600 TK');
    expect(fee).toHaveTextContent('Due');
    expect(fee).toHaveTextContent('How to pay 3,600 TK (reference: SK-10211)');
    for (const channel of PAYMENT_CHANNELS) expect(fee).toHaveTextContent(channel.name);

    // A paid fee asks for nothing more.
    const ended = screen.getByText('SK-10102').closest('article')!;
    const paid = within(ended).getByRole('region', { name: 'Media fee for SK-10102' });
    expect(paid).toHaveTextContent('Paid');
    expect(paid).not.toHaveTextContent('How to pay');
    expect(within(ended).getByText('Ended')).toBeInTheDocument();
  });

  it('says Overdue once the due date has passed with a balance', async () => {
    renderPage(async () => ({ data: [makeMyTuition({ fee: { ...makeMyTuition().fee!, ledgerStatus: 'Overdue' } })] }));
    const fee = await screen.findByRole('region', { name: 'Media fee for SK-10211' });
    expect(within(fee).getByText('Overdue')).toBeInTheDocument();
  });

  it('shows an empty state that points to My Applications', async () => {
    renderPage(async () => ({ data: [] }));
    expect(await screen.findByText('No tuition yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your applications' })).toHaveAttribute('href', '/dashboard/applications');
  });

  it('shows a failed load with Try Again, which asks again', async () => {
    const { user, fetch } = renderPage(async () => {
      throw new ApiError('offline', 0, false);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your tuitions');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });
});
