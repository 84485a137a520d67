import type { Meta } from '@storybook/react-vite';
import type { PublicTutor } from '@/shared/api';
import { $homeTutors, $homeTutorsError, $homeTutorsStatus, TutorsBlock, type HomeTutorsStatus } from '@/pages/home';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { makeTutor } from '../entities/tutor/tutor-fixtures';

const meta = {
  title: 'Widgets/TutorsBlock',
  component: TutorsBlock,
} satisfies Meta<typeof TutorsBlock>;
export default meta;

const state = (tutors: PublicTutor[], status: HomeTutorsStatus, error: string | null = null): AppStoryParameters => ({
  effector: { values: [[$homeTutors, tutors], [$homeTutorsStatus, status], [$homeTutorsError, error]] },
});

const featured = [0, 1, 2, 3, 4, 5, 6, 7].map((index) => makeTutor(index, { isVerified: index % 2 === 0, isFeatured: index % 2 === 1 }));
const unfeatured = [0, 1, 2, 3].map((index) => makeTutor(index, { isVerified: false, isFeatured: false, isPremium: false }));

/** "Loading tutors...". */
export function Loading() {
  return <TutorsBlock />;
}
Loading.parameters = state([], 'loading');

/** The featured tutors. */
export function Featured() {
  return <TutorsBlock />;
}
Featured.parameters = state(featured, 'ready');

/** No tutor is featured: all tutors instead. */
export function AllWhenNoneFeatured() {
  return <TutorsBlock />;
}
AllWhenNoneFeatured.parameters = state(unfeatured, 'ready');

/** No tutors at all yet. */
export function Empty() {
  return <TutorsBlock />;
}
Empty.parameters = state([], 'ready');

/** "Error: Failed to fetch tutors: {status} - {statusText}". */
export function Failed() {
  return <TutorsBlock />;
}
Failed.parameters = state([], 'failed', 'Failed to fetch tutors: Something went wrong on our side. Please try again in a few minutes.');

/** 360 px wide. */
export function Narrow() {
  return <TutorsBlock />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...state(featured.slice(0, 3), 'ready') };
Narrow.globals = narrowScreen.globals;
