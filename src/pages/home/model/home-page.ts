import { createEvent, sample } from 'effector';
import { affiliatesRequested } from '@/entities/affiliate';
import { testimonialsRequested } from '@/entities/testimonial';
import { $showsRenderedAddress } from '@/shared/lib/router-sync';
import { districtCountsRequested } from './district-counts';
import { publicStatsRequested } from './public-stats';
import { homeTutorsRequested } from './home-tutors';

/** The home page was shown: every section's data is wanted, all at once. */
export const homePageOpened = createEvent();

sample({
  clock: homePageOpened,
  // Not again in the browser when the server rendered this page with its data (the scope holds it already).
  filter: $showsRenderedAddress.map((rendered) => !rendered),
  target: [districtCountsRequested, publicStatsRequested, testimonialsRequested, homeTutorsRequested, affiliatesRequested],
});
