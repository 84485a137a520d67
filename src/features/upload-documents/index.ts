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
