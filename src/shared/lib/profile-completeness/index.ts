export {
  profileCompleteness,
  profileChecklist,
  type CompletenessProfile,
  type ChecklistItem,
  type ChecklistKey,
  type ChecklistSection,
  type ChecklistNeed,
  type ChecklistGoal,
  type ProfileChecklist,
} from './profile-completeness';
