import { isPristineTutorRequest } from '@machines/tutor-request-wizard';
import { LeaveGuard } from '@/shared/ui/leave-guard';
import { useTutorRequestFlow, type TutorRequestFlowOptions } from '../model/tutor-request-flow';
import { TutorRequestWizardView } from './TutorRequestWizardView';

export type TutorRequestWizardProps = TutorRequestFlowOptions;

/** A student posts a new tutor request in three steps; the admins review it. */
export function TutorRequestWizard({ userId, studentId }: TutorRequestWizardProps) {
  const [snapshot, send] = useTutorRequestFlow({ userId, studentId });
  return (
    <>
      <LeaveGuard when={!isPristineTutorRequest(snapshot.context.values)} />
      <TutorRequestWizardView snapshot={snapshot} send={send} userId={userId} />
    </>
  );
}
