export { StudentProfileForm } from './ui/StudentProfileForm';
export { StudentProfileFormView, type StudentProfileFormViewProps } from './ui/StudentProfileFormView';
export {
  studentProfileOpened,
  studentProfileSubmitted,
  studentProfileClosed,
  fetchStudentProfileFx,
  initializeStudentProfileFx,
  saveStudentProfileFx,
  $studentProfile,
  $studentProfileUserId,
  $studentProfileLoadStatus,
  $studentProfileLoadError,
  $studentProfileSaveStatus,
  $studentProfileSaveMessage,
  STUDENT_PROFILE_LOAD_FAILED,
  type StudentProfileLoadStatus,
  type StudentProfileSaveStatus,
} from './model/student-profile';
export { checkStudentProfile, valuesOf, type StudentProfileValues } from './lib/form-values';
export { studentProfileApi } from './api/student-profile-api';
