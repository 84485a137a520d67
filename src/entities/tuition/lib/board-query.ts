import type { TuitionListQuery } from '@/shared/api';
import {
  DEFAULT_BOARD_PAGE_SIZE,
  normalizeDistrict,
  type BoardPageSize,
  type BoardTutorPreference,
} from '@/shared/config';

/** "All" in the district and tutor-preference filters: no filter. */
export const ALL = 'All';

/** The board's "Advance Filter" values, as the controls hold them. */
export interface BoardFilterValues {
  /** Part of a job id (case-insensitive substring); '' for none. */
  jobId: string;
  /** Posted on or after this day, YYYY-MM-DD; '' for none. */
  from: string;
  /** Posted on or before this day, YYYY-MM-DD; '' for none. */
  to: string;
  preference: BoardTutorPreference;
  /** A catalogue district or "All". */
  district: string;
}

/** The filters plus the page being shown and its size. */
export interface BoardFilters extends BoardFilterValues {
  page: number;
  limit: BoardPageSize;
}

export const DEFAULT_BOARD_FILTERS: BoardFilters = {
  jobId: '',
  from: '',
  to: '',
  preference: ALL,
  district: ALL,
  page: 1,
  limit: DEFAULT_BOARD_PAGE_SIZE,
};

/** A district as the filter holds it: the catalogue spelling of any accepted spelling, else "All". */
export function districtFilterOf(value: string | null | undefined): string {
  return normalizeDistrict(value ?? '') ?? ALL;
}

/** The filter values after a change, with the text trimmed and the district normalized. */
export function cleanFilterValues(values: BoardFilterValues): BoardFilterValues {
  return {
    jobId: values.jobId.trim(),
    from: values.from.trim(),
    to: values.to.trim(),
    preference: values.preference,
    district: districtFilterOf(values.district),
  };
}

export function sameFilterValues(a: BoardFilterValues, b: BoardFilterValues): boolean {
  return (
    a.jobId === b.jobId &&
    a.from === b.from &&
    a.to === b.to &&
    a.preference === b.preference &&
    a.district === b.district
  );
}

/** A GET /api/tuitions query as the board sends it: always a page and its size. */
export type BoardQuery = Omit<TuitionListQuery, 'page' | 'limit'> & { page: number; limit: number };

/** The GET /api/tuitions query for the filters: empty and "All" filters are left out. */
export function toListQuery(filters: BoardFilters): BoardQuery {
  const query: BoardQuery = { page: filters.page, limit: filters.limit };
  if (filters.jobId) query.jobId = filters.jobId;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.preference !== ALL) query.preferredTutor = filters.preference;
  if (filters.district !== ALL) query.district = filters.district;
  return query;
}

/** How many pages `total` jobs fill at `limit` a page (at least 1). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
