import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TUTOR_FILTERS,
  filtersFromSearch,
  isAreaFilterShown,
  pageCountOf,
  queryFromFilters,
  searchFromFilters,
  shownRange,
  withFilter,
  withPage,
  withPageSize,
  type TutorFilters,
} from '@/pages/find-tutors';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('Find tutors: URL query ↔ filters', () => {
  it('reads every filter key of the spec, plus page and size', () => {
    expect(
      read('type=premium&district=Dhaka&area=Mirpur&medium=english-medium&class=O%20Level&gender=Female&page=3&size=50'),
    ).toEqual({
      type: 'premium',
      district: 'Dhaka',
      area: 'Mirpur',
      medium: 'english-medium',
      class: 'O Level',
      gender: 'Female',
      page: 3,
      size: 50,
    });
  });

  it('gives the defaults for an empty or nonsensical query: all, page 1, 15 per page', () => {
    expect(read('')).toEqual(DEFAULT_TUTOR_FILTERS);
    expect(read('type=gold&district=Atlantis&medium=klingon&class=Class%2099&gender=x&page=-2&size=7')).toEqual(
      DEFAULT_TUTOR_FILTERS,
    );
    expect(read('page=2.5').page).toBe(1);
  });

  it('accepts other spellings: any case, old district names, category labels', () => {
    expect(read('district=chittagong&gender=male&type=PREMIUM&medium=Bangla&class=o%20level')).toMatchObject({
      district: 'Chattogram',
      gender: 'Male',
      type: 'premium',
      medium: 'bangla-medium',
      class: 'O Level',
    });
  });

  it('keeps an area only when the district is Dhaka, and only a Dhaka area of the filter list', () => {
    expect(read('district=Dhaka&area=dhanmondi').area).toBe('Dhanmondi');
    expect(read('district=Gazipur&area=Dhanmondi').area).toBe('');
    expect(read('area=Dhanmondi').area).toBe('');
    expect(read('district=Dhaka&area=Savar').area).toBe('');
    expect(isAreaFilterShown('Dhaka')).toBe(true);
    expect(isAreaFilterShown('Gazipur')).toBe(false);
    expect(isAreaFilterShown('')).toBe(false);
  });

  it('writes only what differs from the defaults, and reads back the same filters', () => {
    expect(searchFromFilters(DEFAULT_TUTOR_FILTERS).toString()).toBe('');
    const filters: TutorFilters = {
      type: 'premium',
      district: 'Dhaka',
      area: 'Uttara',
      medium: 'madrasa-medium',
      class: 'Dakhil',
      gender: 'Male',
      page: 4,
      size: 100,
    };
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe(
      'type=premium&district=Dhaka&area=Uttara&medium=madrasa-medium&class=Dakhil&gender=Male&page=4&size=100',
    );
    expect(filtersFromSearch(search)).toEqual(filters);
  });
});

describe('Find tutors: filters → server query', () => {
  it('sends page and limit always, and only the filters that narrow the search', () => {
    expect(queryFromFilters(DEFAULT_TUTOR_FILTERS)).toEqual({ page: 1, limit: 15 });
    expect(
      queryFromFilters({ ...DEFAULT_TUTOR_FILTERS, type: 'premium', district: 'Dhaka', area: 'Banani', gender: 'Female', page: 2, size: 30 }),
    ).toEqual({ type: 'premium', district: 'Dhaka', area: 'Banani', gender: 'Female', page: 2, limit: 30 });
    expect(queryFromFilters({ ...DEFAULT_TUTOR_FILTERS, medium: 'bangla-medium', class: 'SSC' })).toEqual({
      medium: 'bangla-medium',
      class: 'SSC',
      page: 1,
      limit: 15,
    });
  });

  it('never sends an area without Dhaka', () => {
    expect(queryFromFilters({ ...DEFAULT_TUTOR_FILTERS, district: 'Sylhet', area: 'Banani' })).toEqual({
      district: 'Sylhet',
      page: 1,
      limit: 15,
    });
  });
});

describe('Find tutors: changing filters and pages', () => {
  const onPage3: TutorFilters = { ...DEFAULT_TUTOR_FILTERS, district: 'Dhaka', area: 'Mirpur', page: 3, size: 30 };

  it('resets the page to 1 on any filter change', () => {
    expect(withFilter(onPage3, 'gender', 'Female')).toMatchObject({ gender: 'Female', page: 1, area: 'Mirpur' });
    expect(withFilter(onPage3, 'type', 'premium').page).toBe(1);
    expect(withFilter(onPage3, 'medium', 'english-medium').page).toBe(1);
    expect(withFilter(onPage3, 'class', 'KG').page).toBe(1);
    expect(withFilter(onPage3, 'area', 'Gulshan')).toMatchObject({ area: 'Gulshan', page: 1 });
    expect(withPageSize(onPage3, 50)).toMatchObject({ size: 50, page: 1 });
  });

  it('drops the area when the district changes away from Dhaka', () => {
    expect(withFilter(onPage3, 'district', 'Khulna')).toMatchObject({ district: 'Khulna', area: '', page: 1 });
    expect(withFilter(onPage3, 'district', '')).toMatchObject({ district: '', area: '' });
  });

  it('moves between pages without touching the filters', () => {
    expect(withPage(onPage3, 4)).toEqual({ ...onPage3, page: 4 });
  });

  it('counts pages and the "Showing a-b of n" range', () => {
    expect(pageCountOf(0, 15)).toBe(1);
    expect(pageCountOf(15, 15)).toBe(1);
    expect(pageCountOf(16, 15)).toBe(2);
    expect(shownRange(1, 15, 40)).toEqual({ from: 1, to: 15 });
    expect(shownRange(3, 15, 40)).toEqual({ from: 31, to: 40 });
    expect(shownRange(1, 15, 0)).toEqual({ from: 0, to: 0 });
  });
});
