import type { Meta } from '@storybook/react-vite';
import { fetchAffiliatesFx } from '@/entities/affiliate';
import type { SessionUser } from '@/entities/session';
import { fetchTestimonialsFx } from '@/entities/testimonial';
import { fetchTutorsFx } from '@/entities/tutor';
import { fetchDistrictCountsFx, fetchPublicStatsFx, HomePage } from '@/pages/home';
import { ApiError } from '@/shared/api';
import type { TutorListQuery } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { makeTutor } from '../entities/tutor/tutor-fixtures';
import { districtCounts, offers, publicStats, testimonials } from './home-fixtures';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { route: '/' },
} satisfies Meta<typeof HomePage>;
export default meta;

const member: SessionUser = { id: '6650a1b2c3', name: 'Rahima Akter', userType: 'student', token: 'story-token' };
const tutors = [0, 1, 2, 3, 4, 5, 6, 7].map((index) => makeTutor(index, { isVerified: index !== 3 }));

const never = () => new Promise<never>(() => {});
const fail = (status: number, message: string) => async () => Promise.reject(new ApiError(message, status, true));

/** Every call of the page answered by a handler of the story's scope: no server. */
const answers = (session: SessionUser | null = null): AppStoryParameters => ({
  route: '/',
  session,
  effector: {
    handlers: [
      [fetchDistrictCountsFx, async () => ({ data: districtCounts })],
      [fetchPublicStatsFx, async () => publicStats],
      [fetchTestimonialsFx, async () => ({ testimonials })],
      [fetchTutorsFx, async (query: TutorListQuery) => ({ tutors: query.featured ? tutors.slice(0, 8) : tutors, count: tutors.length })],
      [fetchAffiliatesFx, async () => ({ data: offers })],
    ],
  },
});

/** A visitor: every section with data. */
export function Default() {
  return <HomePage />;
}
Default.parameters = answers();

/** A signed-in member ("Learn More" opens the offer). */
export function SignedIn() {
  return <HomePage />;
}
SignedIn.parameters = answers(member);

/** Every call still on its way: "...", placeholders and "Loading tutors...". */
export function Loading() {
  return <HomePage />;
}
Loading.parameters = {
  route: '/',
  effector: {
    handlers: [
      [fetchDistrictCountsFx, never],
      [fetchPublicStatsFx, never],
      [fetchTestimonialsFx, never],
      [fetchTutorsFx, never],
      [fetchAffiliatesFx, never],
    ],
  },
} satisfies AppStoryParameters;

/** A new site: no tuitions, no testimonials (demo ones shown), no tutors, no offers (section hidden). */
export function Empty() {
  return <HomePage />;
}
Empty.parameters = {
  route: '/',
  effector: {
    handlers: [
      [fetchDistrictCountsFx, async () => ({ data: {} })],
      [fetchPublicStatsFx, async () => ({ tutors: 0, students: 0, liveJobs: 0 })],
      [fetchTestimonialsFx, async () => ({ testimonials: [] })],
      [fetchTutorsFx, async () => ({ tutors: [], count: 0 })],
      [fetchAffiliatesFx, async () => ({ data: [] })],
    ],
  },
} satisfies AppStoryParameters;

/** The server fails every call: the strip without counts, no band, demo testimonials, "Error: ...", no offers. */
export function ServerErrors() {
  return <HomePage />;
}
ServerErrors.parameters = {
  route: '/',
  effector: {
    handlers: [
      [fetchDistrictCountsFx, fail(500, 'Internal Server Error')],
      [fetchPublicStatsFx, fail(500, 'Internal Server Error')],
      [fetchTestimonialsFx, fail(500, 'Internal Server Error')],
      [fetchTutorsFx, fail(503, 'Service Unavailable')],
      [fetchAffiliatesFx, fail(500, 'Internal Server Error')],
    ],
  },
} satisfies AppStoryParameters;

/** 360 px wide. */
export function Narrow() {
  return <HomePage />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...answers() };
Narrow.globals = narrowScreen.globals;

/** In Bangla (issue 16): every section's words and the catalogue's labels, on a 360 px phone. */
export function Bangla() {
  return <HomePage />;
}
Bangla.parameters = { ...narrowScreen.parameters, ...answers() };
Bangla.globals = { ...narrowScreen.globals, language: 'bn' };
