export type { PublicTuition, Tuition } from '@/shared/api';
export { tuitionApi } from './api/tuition-api';
export {
  tuitionTitle,
  tuitionLocation,
  boardSubjects,
  boardTutoringType,
  subjectColor,
  hasGuardianDetails,
} from './lib/tuition-display';
export { useTuitionTitle } from './lib/use-tuition-title';
export { boardReturnPath, type BoardReturn } from './lib/board-return';
export { describeLoadError, isNotFound, UNREACHABLE_MESSAGE } from './lib/load-error';
export { fetchTuitionsFx, type BoardQuery } from './model/tuition-list';
export {
  $tuition,
  $tuitionStatus,
  $tuitionError,
  tuitionOpened,
  tuitionRetried,
  fetchTuitionFx,
  type TuitionStatus,
} from './model/details';
export { TuitionCard, type TuitionCardProps } from './ui/TuitionCard';
export { SubjectBadges } from './ui/SubjectBadges';
export { JobHeading, MemberJobCard, type JobHeadingProps, type MemberJobCardProps } from './ui/JobHeading';
