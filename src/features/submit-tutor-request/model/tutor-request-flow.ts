import { useMachine } from '@xstate/react';
import { useContext } from 'react';
import { fromPromise } from 'xstate';
import { tutorRequestWizardMachine, type TutorRequestSubmission } from '@machines/tutor-request-wizard';
import { inspect } from '@/shared/lib/inspect';
import { toast } from '@/shared/ui/toast';
import { createStudentTutorRequest } from '../api/tutor-request-api';
import { toTutorRequestBody } from '../lib/request-body';
import { TutorRequestFlowOverrides } from './flow-overrides';

export interface TutorRequestFlowOptions {
  /** The student's user id (the route's `{id}`). */
  userId: string;
  /** The student's display id, once their user record has loaded. */
  studentId?: number | null;
}

/** The wizard machine wired to the API and the toasts. */
export function useTutorRequestFlow({ userId, studentId }: TutorRequestFlowOptions) {
  const overrides = useContext(TutorRequestFlowOverrides);
  const machine = tutorRequestWizardMachine.provide({
    actors: {
      submitRequest:
        overrides.actors?.submitRequest ??
        fromPromise<unknown, TutorRequestSubmission>(({ input }) =>
          createStudentTutorRequest(userId, toTutorRequestBody(input, { studentId, postedAt: new Date().toISOString() })),
        ),
    },
    actions: {
      notifySuccess: (_, { message }) => void toast.success(message),
    },
  });
  return useMachine(machine, { inspect, input: overrides.input, snapshot: overrides.snapshot });
}
