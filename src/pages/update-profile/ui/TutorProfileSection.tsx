import { TutorProfileWizard, type TutorProfileWizardFlowProps } from '@/features/edit-tutor-profile';
import { DocumentsFlowProvider } from './DocumentsFlowProvider';
import { DocumentsPanel } from './DocumentsPanel';
import { useDocumentGate } from '../model/document-flow';
import type { DocumentVerificationFlowProps } from '../model/documents-actor';

/** The two flows of a tutor's profile; tests and stories give their machines with stand-in calls. */
export interface TutorProfileFlows {
  profile?: TutorProfileWizardFlowProps;
  documents?: DocumentVerificationFlowProps;
}

/**
 * The tutor's wizard with the documents flow as its step 4. The documents flow lives here, around
 * the wizard, so chosen files survive moving between steps and step 4's Next can check them.
 */
export function TutorProfileSection({ userId, flows }: { userId: string; flows?: TutorProfileFlows }) {
  return (
    <DocumentsFlowProvider userId={userId} {...flows?.documents}>
      <WizardWithDocuments userId={userId} profile={flows?.profile} />
    </DocumentsFlowProvider>
  );
}

function WizardWithDocuments({ userId, profile }: { userId: string; profile?: TutorProfileWizardFlowProps }) {
  const gate = useDocumentGate();
  return <TutorProfileWizard userId={userId} documentGate={gate} documentsStep={<DocumentsPanel />} {...profile} />;
}
