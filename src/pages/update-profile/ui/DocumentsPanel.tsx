import { DocumentVerificationActor } from '../model/documents-actor';
import { DocumentsPanelView } from './DocumentsPanelView';

/** The documents step, driven by the flow of the `DocumentsFlowProvider` around it (kept by the page across steps). */
export function DocumentsPanel() {
  const snapshot = DocumentVerificationActor.useSelector((state) => state);
  const { send } = DocumentVerificationActor.useActorRef();
  return (
    <DocumentsPanelView
      snapshot={snapshot}
      onChoose={(kind, file) => send({ type: 'files.choose', kind, file })}
      onSubmit={() => send({ type: 'documents.submit' })}
      onRetryStatus={() => send({ type: 'status.retry' })}
    />
  );
}
