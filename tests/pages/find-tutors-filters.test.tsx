import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchTutorsFx } from '@/entities/tutor';
import type { TutorListQuery } from '@/shared/api';
import { tutorsAddress, tutorsList } from '@/pages/find-tutors/model/tutors-list';
import { locationChanged } from '@/shared/lib/router-sync';

const DEFAULTS = { type: 'all', district: '', area: '', medium: '', class: '', gender: 'all' };
const read = (search: string) => tutorsAddress.read(search);

describe('Find tutors: the address ↔ filters', () => {
  it('reads every filter key of the spec, plus page and size', () => {
    expect(read('?type=premium&district=Dhaka&area=Mirpur&medium=english-medium&class=O%20Level&gender=Female&page=3&size=50')).toEqual({
      filters: { type: 'premium', district: 'Dhaka', area: 'Mirpur', medium: 'english-medium', class: 'O Level', gender: 'Female' },
      page: 3,
      size: 50,
      sort: null,
    });
  });

  it('gives the defaults for an empty or nonsensical query: all, page 1, 15 per page', () => {
    const empty = { filters: DEFAULTS, page: 1, size: 15, sort: null };
    expect(read('')).toEqual(empty);
    expect(read('?type=gold&district=Atlantis&medium=klingon&class=Class%2099&gender=x&page=-2&size=7')).toEqual(empty);
    expect(read('?page=2.5').page).toBe(1);
  });

  it('accepts other spellings: any case, old district names, category labels', () => {
    expect(read('?district=chittagong&gender=male&type=PREMIUM&medium=Bangla&class=o%20level').filters).toMatchObject({
      district: 'Chattogram',
      gender: 'Male',
      type: 'premium',
      medium: 'bangla-medium',
      class: 'O Level',
    });
  });

  it('keeps an area only when the district is Dhaka, and only a Dhaka area of the filter list', () => {
    expect(read('?district=Dhaka&area=dhanmondi').filters.area).toBe('Dhanmondi');
    expect(read('?district=Gazipur&area=Dhanmondi').filters.area).toBe('');
    expect(read('?area=Dhanmondi').filters.area).toBe('');
    expect(read('?district=Dhaka&area=Savar').filters.area).toBe('');
  });

  it('writes only what differs from the defaults, drops an area without Dhaka, and reads back the same filters', () => {
    expect(tutorsAddress.write(read(''))).toBe('');
    const query = read('?type=premium&district=Dhaka&area=Uttara&medium=madrasa-medium&class=Dakhil&gender=Male&page=4&size=100');
    const search = tutorsAddress.write(query);
    expect(search).toBe('?type=premium&district=Dhaka&area=Uttara&medium=madrasa-medium&class=Dakhil&gender=Male&size=100&page=4');
    expect(read(search)).toEqual(query);
    expect(tutorsAddress.write({ ...query, filters: { ...query.filters, district: 'Khulna' }, page: 1 })).toBe(
      '?type=premium&district=Khulna&medium=madrasa-medium&class=Dakhil&gender=Male&size=100',
    );
  });
});

describe('Find tutors: filters → server query', () => {
  const asked = async (search: string) => {
    const list = vi.fn(async (_query: TutorListQuery) => ({ tutors: [], count: 0 }));
    const scope = fork({ handlers: [[fetchTutorsFx, list]] });
    await allSettled(locationChanged, { scope, params: { pathname: '/premium_tutor', search } });
    expect(scope.getState(tutorsList.$status)).toBe('ready');
    return list.mock.calls.at(-1)?.[0];
  };

  it('sends page and limit always, and only the filters that narrow the search', async () => {
    expect(await asked('')).toEqual({ page: 1, limit: 15 });
    expect(await asked('?type=premium&district=Dhaka&area=Banani&gender=Female&page=2&size=30')).toEqual({
      type: 'premium',
      district: 'Dhaka',
      area: 'Banani',
      gender: 'Female',
      page: 2,
      limit: 30,
    });
    expect(await asked('?medium=bangla-medium&class=SSC')).toEqual({ medium: 'bangla-medium', class: 'SSC', page: 1, limit: 15 });
  });

  it('never sends an area without Dhaka', async () => {
    expect(await asked('?district=Sylhet&area=Banani')).toEqual({ district: 'Sylhet', page: 1, limit: 15 });
  });
});
