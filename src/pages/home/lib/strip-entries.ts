import { DISTRICT_COUNT_DEFAULTS, normalizeDistrict, routes } from '@/shared/config';

export interface DistrictStripEntry {
  district: string;
  count: number;
}

/**
 * The strip's cards: the eight divisional districts of the local defaults (count 0 until the
 * server says otherwise, so they show even without tuitions), then every other district the
 * server counted, most tuitions first. Old spellings ("Chittagong") merge into the catalogue's.
 */
export function districtStripEntries(counts: Readonly<Record<string, number>>): DistrictStripEntry[] {
  const counted = new Map<string, number>();
  for (const [name, count] of Object.entries(counts)) {
    const district = normalizeDistrict(name) ?? name.trim();
    if (district) counted.set(district, (counted.get(district) ?? 0) + count);
  }
  const defaultCounts = Object.entries(DISTRICT_COUNT_DEFAULTS).map(([district, count]) => [district, count ?? 0] as const);
  const merged = new Map<string, number>([...defaultCounts, ...counted]);
  const defaults = Object.keys(DISTRICT_COUNT_DEFAULTS);
  const others = [...merged.keys()]
    .filter((district) => !defaults.includes(district))
    .sort((a, b) => (merged.get(b) ?? 0) - (merged.get(a) ?? 0) || a.localeCompare(b));
  return [...defaults, ...others].map((district) => ({ district, count: merged.get(district) ?? 0 }));
}

/** The tuition board filtered to one district: `/tution_list?district={name}`. */
export function districtBoardLink(district: string): string {
  return `${routes.tuitionBoard}?district=${encodeURIComponent(district)}`;
}
