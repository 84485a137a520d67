import type { DocumentVerificationFlow } from '../model/document-flow';
import { DocumentsPanelView } from './DocumentsPanelView';

/** The documents step, driven by a flow from `useDocumentVerificationFlow` (kept by the page across steps). */
export function DocumentsPanel({ flow }: { flow: DocumentVerificationFlow }) {
  const [snapshot, send] = flow;
  return (
    <DocumentsPanelView
      snapshot={snapshot}
      onChoose={(kind, file) => send({ type: 'files.choose', kind, file })}
      onSubmit={() => send({ type: 'documents.submit' })}
      onRetryStatus={() => send({ type: 'status.retry' })}
    />
  );
}
