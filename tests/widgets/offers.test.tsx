import { act, fireEvent, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $affiliates, $affiliatesStatus } from '@/entities/affiliate';
import type { SessionUser } from '@/entities/session';
import type { Affiliate } from '@/shared/api';
import { OffersCarousel } from '@/pages/home';
import { renderWithProviders } from '../render';

const member: SessionUser = { id: 'u-9', name: 'Rahima Akter', userType: 'student', token: 'tok-s' };

const offer = (overrides: Partial<Affiliate> = {}): Affiliate => ({
  _id: 'aff-1',
  name: 'bookbazar',
  title: '20% off exam guides',
  description: 'Guides and test papers for SSC and HSC.',
  logo: 'uploads/affiliates/bookbazar-logo.png',
  image: 'uploads/affiliates/bookbazar.jpg',
  link: 'https://bookbazar.example/shikhon',
  benefits: ['Free delivery in Dhaka, 20% off', 'Gift wrap'],
  promocode: 'SHIKHON20',
  deadline: '2026-03-31T00:00:00.000Z',
  createdAt: '2025-01-10T00:00:00.000Z',
  ...overrides,
});

function renderOffers(offers: Affiliate[], session: SessionUser | null = member) {
  const scope = fork({ values: [[$affiliates, offers], [$affiliatesStatus, 'ready']] });
  return renderWithProviders(<OffersCarousel />, {
    scope,
    session,
    path: '/',
    routes: [{ path: '/login', element: <p>Login page</p> }],
  });
}

async function openFirstOffer(user: ReturnType<typeof renderOffers>['user']) {
  await user.click(screen.getAllByRole('button', { name: 'Learn More' })[0]);
  return screen.findByRole('dialog');
}

describe('OffersCarousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is hidden when there are no offers', () => {
    renderOffers([]);
    expect(screen.queryByRole('heading', { name: 'Opportunity of Yours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Learn More' })).not.toBeInTheDocument();
  });

  it('repeats one offer to fill 6 slides', () => {
    renderOffers([offer()]);
    expect(screen.getByRole('heading', { name: 'Opportunity of Yours' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Learn More' })).toHaveLength(6);
    expect(screen.getAllByText('@bookbazar')).toHaveLength(6);
  });

  it('sends a guest to /login from "Learn More"', async () => {
    const { user, router } = renderOffers([offer()], null);
    await user.click(screen.getAllByRole('button', { name: 'Learn More' })[0]);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the offer to a signed-in user: image, @name, title, description, benefits, promo code, deadline, link', async () => {
    const { user } = renderOffers([offer()]);
    const dialog = await openFirstOffer(user);
    const view = within(dialog);
    expect(view.getByRole('img', { name: 'bookbazar offer' })).toHaveAttribute('src', '/uploads/affiliates/bookbazar.jpg');
    expect(view.getByText('@bookbazar')).toBeInTheDocument();
    expect(view.getByRole('heading', { name: '20% off exam guides', level: 3 })).toBeInTheDocument();
    expect(view.getByText('Guides and test papers for SSC and HSC.')).toBeInTheDocument();
    expect(view.getByText('Benefits:')).toBeInTheDocument();
    // "Free delivery in Dhaka, 20% off" is split on its comma.
    expect(view.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free delivery in Dhaka',
      '20% off',
      'Gift wrap',
    ]);
    expect(view.getByText('Promo Code:')).toBeInTheDocument();
    expect(view.getByRole('button', { name: /Promo code SHIKHON20/ })).toHaveTextContent('SHIKHON20');
    expect(view.getByText('Deadline:')).toBeInTheDocument();
    expect(view.getByText('March 31, 2026')).toBeInTheDocument();
    const avail = view.getByRole('link', { name: 'Click to avail' });
    expect(avail).toHaveAttribute('href', 'https://bookbazar.example/shikhon');
    expect(avail).toHaveAttribute('target', '_blank');
    expect(avail).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says "No deadline specified" for an offer without a deadline and hides a missing promo code', async () => {
    const { user } = renderOffers([offer({ deadline: null, promocode: null })]);
    const dialog = await openFirstOffer(user);
    expect(within(dialog).getByText('No deadline specified')).toBeInTheDocument();
    expect(within(dialog).queryByText('Promo Code:')).not.toBeInTheDocument();
  });

  it('copies the promo code and shows "Copied!" for 2 s', async () => {
    // user-event's setup() puts its own clipboard on navigator.
    const { user } = renderOffers([offer()]);
    const dialog = await openFirstOffer(user);

    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: /Promo code SHIKHON20/ }));
    await act(async () => {});
    expect(await navigator.clipboard.readText()).toBe('SHIKHON20');
    expect(within(dialog).getByText('Copied!')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(within(dialog).getByText('Copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog).queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = renderOffers([offer()]);
    await openFirstOffer(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside it', async () => {
    const { user } = renderOffers([offer()]);
    await openFirstOffer(user);
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    await user.click(overlay as Element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
