import { createEffect, createEvent, createStore, sample } from 'effector';
import { VERIFY_TUTOR_MESSAGES, type AdminTutor, type AdminTutorUpdated, type ApiError } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { toast } from '@/shared/ui/toast';
import { sendVerification } from '../api/verify-tutor-api';

export interface VerificationDecision {
  tutorId: string;
  isApproved: boolean;
  /** Needed to reject: the tutor is told it. */
  reason?: string;
}

/** "Review" of a row: the Verify Tutor modal opens on that tutor. */
export const tutorReviewOpened = createEvent<AdminTutor>();
/** The modal was closed (Escape, the close button, or after a decision). */
export const tutorReviewClosed = createEvent();
/** Approve (true) or Reject (false). */
export const verificationDecided = createEvent<VerificationDecision>();

export const verifyTutorFx = createEffect<VerificationDecision, AdminTutorUpdated, ApiError>(({ tutorId, isApproved, reason }) =>
  sendVerification(tutorId, isApproved, reason),
);

/** The tutor the modal shows, or null when it is closed. */
export const $reviewedTutor = createStore<AdminTutor | null>(null)
  .on(tutorReviewOpened, (_, tutor) => tutor)
  .reset(tutorReviewClosed);

export const $verificationPending = verifyTutorFx.pending;

const notifySuccessFx = createEffect((message: string) => {
  toast.success(translateMessage(message));
});
const notifyErrorFx = createEffect((message: string) => {
  toast.error(translateMessage(message));
});

// A second click while the first decision travels is ignored.
sample({ clock: verificationDecided, filter: $verificationPending.map((pending) => !pending), target: verifyTutorFx });

sample({
  clock: verifyTutorFx.doneData,
  fn: ({ tutor }) => (tutor.isVerified ? VERIFY_TUTOR_MESSAGES.approved : VERIFY_TUTOR_MESSAGES.rejected),
  target: notifySuccessFx,
});
sample({ clock: verifyTutorFx.done, target: tutorReviewClosed });
sample({
  clock: verifyTutorFx.failData,
  fn: (error) => (error.fromServer && error.message ? error.message : VERIFY_TUTOR_MESSAGES.failed),
  target: notifyErrorFx,
});
