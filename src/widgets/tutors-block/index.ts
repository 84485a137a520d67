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
