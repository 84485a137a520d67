import { createEffect, createEvent, createStore, sample } from 'effector';
import { TUTOR_PREMIUM_MESSAGES, type AdminTutorUpdated, type ApiError } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { toast } from '@/shared/ui/toast';
import { sendPremium } from '../api/premium-api';

/** The tutor whose premium mark the admin is about to change. */
export interface PremiumTarget {
  tutorId: string;
  name: string;
  /** The current value; confirming sets the opposite. */
  isPremium: boolean;
}

export const premiumChangeRequested = createEvent<PremiumTarget>();
export const premiumChangeCancelled = createEvent();
export const premiumChangeConfirmed = createEvent();

export const setPremiumFx = createEffect<{ tutorId: string; isPremium: boolean }, AdminTutorUpdated, ApiError>(
  ({ tutorId, isPremium }) => sendPremium(tutorId, isPremium),
);

/** What the Confirm Premium Status Change modal asks about, or null when it is closed. */
export const $premiumTarget = createStore<PremiumTarget | null>(null)
  .on(premiumChangeRequested, (current, target) => current ?? target)
  .reset(premiumChangeCancelled, setPremiumFx.finally);

export const $premiumSaving = setPremiumFx.pending;

const notifySuccessFx = createEffect((message: string) => {
  toast.success(translateMessage(message));
});
const notifyErrorFx = createEffect((message: string) => {
  toast.error(translateMessage(message));
});

sample({
  clock: premiumChangeConfirmed,
  source: $premiumTarget,
  filter: Boolean,
  fn: (target) => ({ tutorId: target.tutorId, isPremium: !target.isPremium }),
  target: setPremiumFx,
});
sample({
  clock: setPremiumFx.doneData,
  fn: ({ tutor }) => (tutor.isPremium ? TUTOR_PREMIUM_MESSAGES.enabled : TUTOR_PREMIUM_MESSAGES.disabled),
  target: notifySuccessFx,
});
sample({ clock: setPremiumFx.fail, fn: () => TUTOR_PREMIUM_MESSAGES.failed, target: notifyErrorFx });
