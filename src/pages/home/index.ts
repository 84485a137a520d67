export { HomePage } from './ui/HomePage';
export { homePageOpened } from './model/home-page';
// categories-carousel
export {
  CategoriesCarousel,
  CATEGORIES_INTERVAL_MS,
  CATEGORIES_MANUAL_PAUSE_MS,
  type CategoriesCarouselProps,
} from './ui/CategoriesCarousel';
// district-strip
export { DistrictStrip, DISTRICT_STRIP_AUTO_SCROLL } from './ui/DistrictStrip';
export {
  districtCountsRequested,
  fetchDistrictCountsFx,
  $districtCounts,
  $districtCountsStatus,
  type DistrictCountsStatus,
} from './model/district-counts';
export { districtStripEntries, districtBoardLink, type DistrictStripEntry } from './lib/strip-entries';
// get-started
export { GetStarted, type GetStartedProps } from './ui/GetStarted';
export { GET_STARTED, type GetStartedAudience, type GetStartedGuide, type GetStartedStep } from './config/steps';
// media-logos
export { MediaLogos, MEDIA_LOGOS_INTERVAL_MS, type MediaLogosProps } from './ui/MediaLogos';
export { MEDIA_LOGOS, type MediaLogo } from './config/media-logos';
// offers-carousel
export { OffersCarousel, OFFERS_INTERVAL_MS, type OffersCarouselProps } from './ui/OffersCarousel';
// The offer's dialog is not exported: the page's chunk is this module with all it exports, and the dialog loads only
// once an offer is opened (OffersCarousel imports it lazily).
// stats-band
export { StatsBand } from './ui/StatsBand';
export {
  publicStatsRequested,
  fetchPublicStatsFx,
  $publicStats,
  $publicStatsStatus,
  type PublicStatsStatus,
} from './model/public-stats';
// testimonials
export { TestimonialsSection } from './ui/TestimonialsSection';
export { TestimonialsTicker } from './ui/TestimonialsTicker';
// tuition-types
export { TuitionTypes } from './ui/TuitionTypes';
export { TUITION_TYPES, type TuitionType } from './config/tuition-types';
// tutors-block
export { TutorsBlock } from './ui/TutorsBlock';
export {
  homeTutorsRequested,
  loadHomeTutorsFx,
  $homeTutors,
  $homeTutorsStatus,
  $homeTutorsError,
  HOME_TUTORS_LIMIT,
  type HomeTutorsStatus,
} from './model/home-tutors';
export { isFeaturedTutor, homeTutorsOf, type FeaturedFlags } from './lib/featured-tutors';
export { tutorsErrorMessage } from './lib/tutors-error';
