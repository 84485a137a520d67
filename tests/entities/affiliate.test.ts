import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $affiliates,
  $affiliatesStatus,
  affiliatesRequested,
  benefitItems,
  fetchAffiliatesFx,
  fillOfferSlots,
  MIN_OFFER_SLOTS,
  NO_DEADLINE_TEXT,
  offerDeadline,
  offerImageUrl,
} from '@/entities/affiliate';
import { ApiError } from '@/shared/api';
import type { Affiliate } from '@/shared/api';

const ids = (count: number) => Array.from({ length: count }, (_, index) => ({ _id: `o${index + 1}` }));

describe('fillOfferSlots', () => {
  it('repeats the list, in order, until there are at least 6 slides', () => {
    expect(MIN_OFFER_SLOTS).toBe(6);
    expect(fillOfferSlots(ids(1)).map((slot) => slot.offer._id)).toEqual(['o1', 'o1', 'o1', 'o1', 'o1', 'o1']);
    expect(fillOfferSlots(ids(2)).map((slot) => slot.offer._id)).toEqual(['o1', 'o2', 'o1', 'o2', 'o1', 'o2']);
    // Whole rounds: 4 offers become 8 slides, never a list cut in the middle.
    expect(fillOfferSlots(ids(4)).map((slot) => slot.offer._id)).toEqual([
      'o1', 'o2', 'o3', 'o4', 'o1', 'o2', 'o3', 'o4',
    ]);
  });

  it('keeps 6 or more offers as they are and gives none for none', () => {
    expect(fillOfferSlots(ids(6))).toHaveLength(6);
    expect(fillOfferSlots(ids(7))).toHaveLength(7);
    expect(fillOfferSlots([])).toEqual([]);
  });

  it('gives every slide its own key and marks the copies', () => {
    const slots = fillOfferSlots(ids(2));
    expect(new Set(slots.map((slot) => slot.key)).size).toBe(slots.length);
    expect(slots.map((slot) => slot.isOriginal)).toEqual([true, true, false, false, false, false]);
  });
});

describe('benefitItems', () => {
  it('splits each benefit on commas, trims and drops empty items', () => {
    expect(benefitItems(['Free delivery, 20% off ,', ' Gift wrap ', ''])).toEqual([
      'Free delivery',
      '20% off',
      'Gift wrap',
    ]);
    expect(benefitItems([])).toEqual([]);
  });
});

describe('offerDeadline', () => {
  it('formats a date as "Month D, YYYY"', () => {
    expect(offerDeadline('2026-03-31T00:00:00.000Z')).toBe('March 31, 2026');
  });

  it('says "No deadline specified" when there is none', () => {
    expect(NO_DEADLINE_TEXT).toBe('No deadline specified');
    expect(offerDeadline(null)).toBe('No deadline specified');
    expect(offerDeadline('  ')).toBe('No deadline specified');
  });

  it('shows a deadline that is not a date as written', () => {
    expect(offerDeadline('While stocks last')).toBe('While stocks last');
  });
});

describe('offerImageUrl', () => {
  it('puts paths under this host and keeps absolute addresses', () => {
    expect(offerImageUrl('uploads/a.png')).toBe('/uploads/a.png');
    expect(offerImageUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(offerImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(offerImageUrl(null)).toBeNull();
    expect(offerImageUrl('')).toBeNull();
  });
});

describe('affiliates model', () => {
  afterEach(() => vi.restoreAllMocks());

  const sample: Affiliate = {
    _id: 'aff-1',
    name: 'bookbazar',
    title: '20% off',
    description: 'Guides',
    logo: null,
    image: null,
    link: 'https://bookbazar.example',
    benefits: [],
    promocode: null,
    deadline: null,
    createdAt: '2025-01-10T00:00:00.000Z',
  };

  it('loads the offers', async () => {
    const scope = fork({ handlers: [[fetchAffiliatesFx, async () => ({ data: [sample] })]] });
    await allSettled(affiliatesRequested, { scope });
    expect(scope.getState($affiliates)).toEqual([sample]);
    expect(scope.getState($affiliatesStatus)).toBe('ready');
  });

  it('only logs a failure and leaves the list empty', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scope = fork({
      handlers: [[fetchAffiliatesFx, async () => Promise.reject(new ApiError('Service Unavailable', 503, false))]],
    });
    await allSettled(affiliatesRequested, { scope });
    expect(scope.getState($affiliates)).toEqual([]);
    expect(scope.getState($affiliatesStatus)).toBe('failed');
    expect(error).toHaveBeenCalledWith('Could not load affiliate offers:', 'Service Unavailable');
  });
});
