import type { TutorListQuery } from '@/shared/api';
import {
  ALL_CLASSES,
  DEFAULT_TUTOR_PAGE_SIZE,
  DHAKA_FILTER_AREAS,
  FIND_TUTOR_CATEGORY_OPTIONS,
  normalizeDistrict,
  TUTOR_PAGE_SIZES,
  type TutorPageSize,
} from '@/shared/config';

export type TutorTypeFilter = 'all' | 'premium';
export type TutorGenderFilterValue = 'all' | 'Male' | 'Female';

/** The Find tutors filters and page, as read from and written to the URL query. */
export interface TutorFilters {
  type: TutorTypeFilter;
  /** A district of the catalogue, or '' for every district. */
  district: string;
  /** A Dhaka area of the filter list (only with district Dhaka), or ''. */
  area: string;
  /** A category slug of the Category filter, or ''. */
  medium: string;
  class: string;
  gender: TutorGenderFilterValue;
  page: number;
  size: TutorPageSize;
}

export type TutorFilterKey = 'type' | 'district' | 'area' | 'medium' | 'class' | 'gender';

export const DEFAULT_TUTOR_FILTERS: TutorFilters = {
  type: 'all',
  district: '',
  area: '',
  medium: '',
  class: '',
  gender: 'all',
  page: 1,
  size: DEFAULT_TUTOR_PAGE_SIZE,
};

const DHAKA = 'Dhaka';

/** Whether the Area filter applies: only for Dhaka. */
export const isAreaFilterShown = (district: string): boolean => district === DHAKA;

const lower = (value: string | null) => (value ?? '').trim().toLowerCase();

function mediumFrom(value: string | null): string {
  const key = lower(value);
  // The slug, or the label a person might type ("english").
  const option = FIND_TUTOR_CATEGORY_OPTIONS.find((o) => o.value === key || o.label.toLowerCase() === key);
  return option?.value ?? '';
}

function pageSizeFrom(value: string | null): TutorPageSize {
  const size = Number(value);
  return (TUTOR_PAGE_SIZES as readonly number[]).includes(size) ? (size as TutorPageSize) : DEFAULT_TUTOR_PAGE_SIZE;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The filters a URL query stands for. Unknown or misspelt values fall back to "all", the
 * district is normalized ("dhaka", "Chittagong"), and an area is kept only for Dhaka.
 */
export function filtersFromSearch(search: URLSearchParams): TutorFilters {
  const district = normalizeDistrict(search.get('district')) ?? '';
  const areaKey = lower(search.get('area'));
  const area = isAreaFilterShown(district)
    ? (DHAKA_FILTER_AREAS.find((name) => name.toLowerCase() === areaKey) ?? '')
    : '';
  const classKey = lower(search.get('class'));
  const gender = lower(search.get('gender'));
  return {
    type: lower(search.get('type')) === 'premium' ? 'premium' : 'all',
    district,
    area,
    medium: mediumFrom(search.get('medium')),
    class: ALL_CLASSES.find((name) => name.toLowerCase() === classKey) ?? '',
    gender: gender === 'male' ? 'Male' : gender === 'female' ? 'Female' : 'all',
    page: pageFrom(search.get('page')),
    size: pageSizeFrom(search.get('size')),
  };
}

/** The URL query of the filters: only what differs from the defaults, in a stable order. */
export function searchFromFilters(filters: TutorFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.type !== 'all') search.set('type', filters.type);
  if (filters.district) search.set('district', filters.district);
  if (filters.area && isAreaFilterShown(filters.district)) search.set('area', filters.area);
  if (filters.medium) search.set('medium', filters.medium);
  if (filters.class) search.set('class', filters.class);
  if (filters.gender !== 'all') search.set('gender', filters.gender);
  if (filters.page > 1) search.set('page', String(filters.page));
  if (filters.size !== DEFAULT_TUTOR_PAGE_SIZE) search.set('size', String(filters.size));
  return search;
}

/** The API query of GET /api/tutors/all for the filters. */
export function queryFromFilters(filters: TutorFilters): TutorListQuery {
  const query: TutorListQuery = { page: filters.page, limit: filters.size };
  if (filters.type !== 'all') query.type = filters.type;
  if (filters.district) query.district = filters.district;
  if (filters.area && isAreaFilterShown(filters.district)) query.area = filters.area;
  if (filters.medium) query.medium = filters.medium;
  if (filters.class) query.class = filters.class;
  if (filters.gender !== 'all') query.gender = filters.gender;
  return query;
}

/**
 * The filters after one of them changed: back to page 1, and the area dropped when the district
 * is no longer Dhaka.
 */
export function withFilter<K extends TutorFilterKey>(filters: TutorFilters, key: K, value: TutorFilters[K]): TutorFilters {
  const next: TutorFilters = { ...filters, [key]: value, page: 1 };
  if (!isAreaFilterShown(next.district)) next.area = '';
  return next;
}

/** The filters with another page size: back to page 1. */
export const withPageSize = (filters: TutorFilters, size: TutorPageSize): TutorFilters => ({ ...filters, size, page: 1 });

/** The filters on another page; nothing else changes. */
export const withPage = (filters: TutorFilters, page: number): TutorFilters => ({ ...filters, page });

/** How many pages `count` tutors fill (at least 1). */
export const pageCountOf = (count: number, size: number): number => Math.max(1, Math.ceil(count / size));

/** "Showing a-b of n Tutors" numbers for a page; a and b are 0 when there is nothing to show. */
export function shownRange(page: number, size: number, count: number): { from: number; to: number } {
  if (count <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * size + 1, count);
  return { from, to: Math.min(page * size, count) };
}
