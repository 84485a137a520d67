export { TutorCard } from './ui/TutorCard';
export { TutorAvatar, DEFAULT_TUTOR_AVATAR, type TutorAvatarProps } from './ui/TutorAvatar';
export { TutorBadges } from './ui/TutorBadges';
export { fetchTutorsFx } from './model/tutor-list';
export { fetchTutorFx, tutorRequested, $tutor, $tutorStatus, type TutorStatus } from './model/tutor-details';
export {
  toTutorDetailView,
  educationRowsOf,
  type TutorDetailView,
  type EducationRow,
} from './lib/tutor-detail-view';
export { tutorImageUrl } from './lib/tutor-image';
