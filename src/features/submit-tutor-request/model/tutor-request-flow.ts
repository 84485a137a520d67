import { useMachine } from '@xstate/react';
import { useContext, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  isPristineTutorRequest,
  parseTutorRequestDraft,
  tutorRequestWizardMachine,
  type TutorRequestSubmission,
} from '@machines/tutor-request-wizard';
import { createDraftStorage } from '@/shared/lib/draft';
import { inspect } from '@/shared/lib/inspect';
import { toast } from '@/shared/ui/toast';
import { createStudentTutorRequest } from '../api/tutor-request-api';
import { toTutorRequestBody } from '../lib/request-body';
import { wizardMessage } from '../lib/wizard-message';
import { TutorRequestFlowOverrides } from './flow-overrides';

export interface TutorRequestFlowOptions {
  /** The student's user id (the route's `{id}`). */
  userId: string;
  /** The student's display id, once their user record has loaded. */
  studentId?: number | null;
}

/** The storage name of this wizard's drafts (localStorage, one per user). */
export const TUTOR_REQUEST_DRAFT = 'tutorRequest';

/**
 * The wizard machine wired to the API, the toasts and the draft: a draft left by this user (reload, closed tab,
 * another page) is restored with "Draft restored", every change is kept, and a successful submit forgets it.
 */
export function useTutorRequestFlow({ userId, studentId }: TutorRequestFlowOptions) {
  const overrides = useContext(TutorRequestFlowOverrides);
  const [drafts] = useState(() => createDraftStorage(TUTOR_REQUEST_DRAFT, userId, parseTutorRequestDraft));
  const [draft] = useState(() => drafts.read());
  const machine = tutorRequestWizardMachine.provide({
    actors: {
      submitRequest:
        overrides.actors?.submitRequest ??
        fromPromise<unknown, TutorRequestSubmission>(({ input }) =>
          createStudentTutorRequest(userId, toTutorRequestBody(input, { studentId, postedAt: new Date().toISOString() })),
        ),
    },
    actions: {
      notifySuccess: (_, { message }) => void toast.success(wizardMessage(message)),
      saveDraft: (_, { values }) => (isPristineTutorRequest(values) ? drafts.clear() : drafts.write(values)),
      clearDraft: () => drafts.clear(),
    },
  });
  const input = overrides.input ?? (draft ? { values: draft, draftRestored: true } : undefined);
  return useMachine(machine, { inspect, input, snapshot: overrides.snapshot });
}
