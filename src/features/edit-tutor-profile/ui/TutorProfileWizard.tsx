import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardDocumentGate } from '@machines/tutor-profile-wizard';
import { LeaveGuard } from '@/shared/ui/leave-guard';
import { useTutorProfileWizardFlow } from '../model/wizard-flow';
import { TutorProfileWizardView } from './TutorProfileWizardView';

export interface TutorProfileWizardProps {
  userId: string;
  /** Where the identity documents stand; step 4's Next checks it. */
  documentGate: WizardDocumentGate;
  documentsStep: ReactNode;
}

/** Loads, edits and saves a tutor's profile in five steps, then opens the dashboard. */
export function TutorProfileWizard({ userId, documentGate, documentsStep }: TutorProfileWizardProps) {
  const { t } = useTranslation('profile');
  const [snapshot, send] = useTutorProfileWizardFlow(userId);
  const { nationalId, institutionId, hasUnsubmittedFiles } = documentGate;
  useEffect(() => {
    send({ type: 'documents.update', gate: { nationalId, institutionId, hasUnsubmittedFiles } });
  }, [send, nationalId, institutionId, hasUnsubmittedFiles]);
  return (
    <>
      <LeaveGuard
        when={snapshot.context.dirty && !snapshot.hasTag('success')}
        message={t('wizard.leave')}
      />
      <TutorProfileWizardView snapshot={snapshot} send={send} documentsStep={documentsStep} />
    </>
  );
}
