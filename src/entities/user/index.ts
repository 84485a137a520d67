export type { User } from '@/shared/api';
export { userApi } from './api/user-api';
export {
  $users,
  $userErrors,
  $loadingUserIds,
  fetchUserFx,
  userRequested,
  userPatched,
  usersCleared,
} from './model/users';
export { useUser, useUserRecord, type UserRecordState } from './model/use-user';
export { describeUserLoadError, type UserLoadError } from './lib/user-load-error';
export { memberIdOf } from './lib/member-id';
