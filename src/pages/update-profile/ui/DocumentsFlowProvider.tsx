import type { ReactNode } from 'react';
import { DocumentVerificationActor, type DocumentVerificationFlowProps } from '../model/documents-actor';
import { DOCUMENT_LIMITS, documentVerificationLogic, withDocumentToasts } from '../model/document-flow';

export interface DocumentsFlowProviderProps extends DocumentVerificationFlowProps {
  userId: string;
  children: ReactNode;
}

/**
 * Runs a tutor's documents flow for everything inside (the panel, and the wizard's gate that reads it), so chosen
 * files survive moving between the wizard's steps.
 */
export function DocumentsFlowProvider({ userId, logic = documentVerificationLogic, snapshot, children }: DocumentsFlowProviderProps) {
  return (
    <DocumentVerificationActor.Provider
      logic={withDocumentToasts(logic)}
      options={{ input: { userId, limits: DOCUMENT_LIMITS }, snapshot }}
    >
      {children}
    </DocumentVerificationActor.Provider>
  );
}
