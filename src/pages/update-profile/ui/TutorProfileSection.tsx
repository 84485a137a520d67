import { TutorProfileWizard } from '@/features/edit-tutor-profile';
import { documentGateOf, DocumentsPanel, useDocumentVerificationFlow } from '@/features/upload-documents';

/**
 * The tutor's wizard with the documents flow as its step 4. The documents flow lives here, beside
 * the wizard, so chosen files survive moving between steps and step 4's Next can check them.
 */
export function TutorProfileSection({ userId }: { userId: string }) {
  const documents = useDocumentVerificationFlow(userId);
  const gate = documentGateOf(documents[0].context);
  return <TutorProfileWizard userId={userId} documentGate={gate} documentsStep={<DocumentsPanel flow={documents} />} />;
}
