import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  isPristineTutorRequest,
  parseTutorRequestDraft,
  tutorRequestWizardMachine,
  type TutorRequestSubmission,
} from '@machines/tutor-request-wizard';
import { createDraftStorage } from '@/shared/lib/draft';
import { toast } from '@/shared/ui/toast';
import { createStudentTutorRequest } from '../api/tutor-request-api';
import { toTutorRequestBody } from '../lib/request-body';
import { wizardMessage } from '../lib/wizard-message';
import type { TutorRequestFlowProps, TutorRequestLogic } from './tutor-request-actor';

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
 * A test or a story gives `logic` (the machine with a stand-in submit) and `input`.
 */
export function useTutorRequestFlow({ userId, studentId }: TutorRequestFlowOptions, flow: TutorRequestFlowProps) {
  const [drafts] = useState(() => createDraftStorage(TUTOR_REQUEST_DRAFT, userId, parseTutorRequestDraft));
  const [draft] = useState(() => drafts.read());
  const logic: TutorRequestLogic =
    flow.logic ??
    tutorRequestWizardMachine.provide({
      actors: {
        submitRequest: fromPromise<unknown, TutorRequestSubmission>(({ input }) =>
          createStudentTutorRequest(userId, toTutorRequestBody(input, { studentId, postedAt: new Date().toISOString() })),
        ),
      },
    });
  const wired = logic.provide({
    actions: {
      notifySuccess: (_, { message }) => void toast.success(wizardMessage(message)),
      saveDraft: (_, { values }) => (isPristineTutorRequest(values) ? drafts.clear() : drafts.write(values)),
      clearDraft: () => drafts.clear(),
    },
  });
  const input = flow.input ?? (draft ? { values: draft, draftRestored: true } : undefined);
  return { logic: wired, input };
}
