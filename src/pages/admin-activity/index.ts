export { AdminActivityPage, ActivityChanges } from './ui/AdminActivityPage';
export { activityList, fetchActivityFx, fetchStaffFx, $staff } from './model/activity';
export { ACTIVITY_TEXTS, RECORD_TYPE_OPTIONS } from './config/texts';
