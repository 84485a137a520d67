export { DocumentsPanel } from './ui/DocumentsPanel';
export { DocumentsPanelView, type DocumentsPanelViewProps } from './ui/DocumentsPanelView';
export { useDocumentVerificationFlow, DOCUMENT_LIMITS, type DocumentVerificationFlow } from './model/document-flow';
export {
  DocumentVerificationOverrides,
  type DocumentVerificationOverridesValue,
  type DocumentVerificationSnapshot,
} from './model/flow-overrides';
export { documentsApi, uploadDocuments } from './api/documents-api';
export { documentGateOf, type DocumentGate } from '@machines/document-verification';
