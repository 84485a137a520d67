export { DistrictStrip, DISTRICT_STRIP_AUTO_SCROLL } from './ui/DistrictStrip';
export {
  districtCountsRequested,
  fetchDistrictCountsFx,
  $districtCounts,
  $districtCountsStatus,
  type DistrictCountsStatus,
} from './model/district-counts';
export { districtStripEntries, districtBoardLink, type DistrictStripEntry } from './lib/strip-entries';
