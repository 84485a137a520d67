export { UpdateProfilePage } from './ui/UpdateProfilePage';
export type { TutorProfileFlows } from './ui/TutorProfileSection';
// edit-student-profile
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
// export-my-data
export { DownloadMyData, DownloadMyDataView, type DownloadMyDataViewProps } from './ui/DownloadMyData';
export {
  dataExportRequested,
  dataExportReset,
  fetchMyDataFx,
  saveMyDataFx,
  $exportStatus,
  $exportError,
  $exportFileName,
  EXPORT_FAILED,
  type ExportStatus,
} from './model/export';
export { exportFileName } from './lib/save-file';
// upload-documents
export { DocumentsPanel } from './ui/DocumentsPanel';
export { DocumentsFlowProvider, type DocumentsFlowProviderProps } from './ui/DocumentsFlowProvider';
export { DocumentsPanelView, type DocumentsPanelViewProps } from './ui/DocumentsPanelView';
export { useDocumentGate, DOCUMENT_LIMITS } from './model/document-flow';
export {
  DocumentVerificationActor,
  type DocumentVerificationFlowProps,
  type DocumentVerificationLogic,
  type DocumentVerificationSnapshot,
} from './model/documents-actor';
export { documentsApi, uploadDocuments } from './api/documents-api';
export { documentGateOf, type DocumentGate } from '@machines/document-verification';
