export { StatsBand } from './ui/StatsBand';
export {
  publicStatsRequested,
  fetchPublicStatsFx,
  $publicStats,
  $publicStatsStatus,
  type PublicStatsStatus,
} from './model/public-stats';
