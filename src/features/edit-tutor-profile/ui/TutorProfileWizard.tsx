import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardDocumentGate } from '@machines/tutor-profile-wizard';
import { LeaveGuard } from '@/shared/ui/leave-guard';
import { TutorProfileWizardActor, type TutorProfileWizardFlowProps } from '../model/wizard-actor';
import { tutorProfileWizardLogic, useTutorProfileWizardFlow } from '../model/wizard-flow';
import { TutorProfileWizardView } from './TutorProfileWizardView';

export interface TutorProfileWizardProps extends TutorProfileWizardFlowProps {
  userId: string;
  /** Where the identity documents stand; step 4's Next checks it. */
  documentGate: WizardDocumentGate;
  documentsStep: ReactNode;
}

/** Loads, edits and saves a tutor's profile in five steps, then opens the dashboard. */
export function TutorProfileWizard({
  userId,
  documentGate,
  documentsStep,
  logic = tutorProfileWizardLogic,
  snapshot,
}: TutorProfileWizardProps) {
  const flow = useTutorProfileWizardFlow(userId, logic);
  return (
    <TutorProfileWizardActor.Provider logic={flow.logic} options={{ input: flow.input, snapshot }}>
      <TutorProfileWizardConnected documentGate={documentGate} documentsStep={documentsStep} />
    </TutorProfileWizardActor.Provider>
  );
}

function TutorProfileWizardConnected({ documentGate, documentsStep }: Pick<TutorProfileWizardProps, 'documentGate' | 'documentsStep'>) {
  const { t } = useTranslation('profile');
  const snapshot = TutorProfileWizardActor.useSelector((state) => state);
  const { send } = TutorProfileWizardActor.useActorRef();
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
