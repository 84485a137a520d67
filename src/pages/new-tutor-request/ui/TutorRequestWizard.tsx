import { isPristineTutorRequest } from '@machines/tutor-request-wizard';
import { LeaveGuard } from '@/shared/ui/leave-guard';
import { TutorRequestActor, type TutorRequestFlowProps } from '../model/tutor-request-actor';
import { useTutorRequestFlow, type TutorRequestFlowOptions } from '../model/tutor-request-flow';
import { TutorRequestWizardView } from './TutorRequestWizardView';

export type TutorRequestWizardProps = TutorRequestFlowOptions & TutorRequestFlowProps;

/** A student posts a new tutor request in three steps; the admins review it. */
export function TutorRequestWizard({ userId, studentId, ...flow }: TutorRequestWizardProps) {
  const { logic, input } = useTutorRequestFlow({ userId, studentId }, flow);
  return (
    <TutorRequestActor.Provider logic={logic} options={{ input, snapshot: flow.snapshot }}>
      <TutorRequestWizardConnected userId={userId} />
    </TutorRequestActor.Provider>
  );
}

function TutorRequestWizardConnected({ userId }: { userId: string }) {
  const snapshot = TutorRequestActor.useSelector((state) => state);
  const { send } = TutorRequestActor.useActorRef();
  return (
    <>
      <LeaveGuard when={!isPristineTutorRequest(snapshot.context.values)} />
      <TutorRequestWizardView snapshot={snapshot} send={send} userId={userId} />
    </>
  );
}
