import { createEffect, createEvent, createStore, sample } from 'effector';
import { $users, userPatched } from '@/entities/user';
import type { ApiError } from '@/shared/api';
import { i18n, translateMessage } from '@/shared/i18n';
import { toast } from '@/shared/ui/toast';
import { saveAvailability } from '../api/availability-api';

export const AVAILABILITY_FAILURE_MESSAGE = 'Could not update your availability. Please try again.';
export const availabilitySavedMessage = (isAvailable: boolean) =>
  isAvailable ? 'You are now available for tuition.' : 'You are now marked as not available.';

export interface AvailabilityChange {
  userId: string;
  isAvailable: boolean;
}

/** The tutor flipped the switch. */
export const availabilityToggled = createEvent<AvailabilityChange>();

export const saveAvailabilityFx = createEffect<AvailabilityChange & { previous: boolean }, boolean, ApiError>(
  async ({ userId, isAvailable }) => (await saveAvailability(userId, isAvailable)).isAvailable,
);

/** Tutors whose change is on its way; a flip meanwhile is ignored, so answers cannot cross. */
export const $savingAvailabilityIds = createStore<string[]>([])
  .on(saveAvailabilityFx, (ids, { userId }) => [...ids, userId])
  .on(saveAvailabilityFx.finally, (ids, { params }) => ids.filter((id) => id !== params.userId));

// The toasts speak the language on screen: this model's sentences through the `profile` catalogue, the server's
// through translateMessage.
const notifySuccessFx = createEffect((isAvailable: boolean) => {
  toast.success(i18n.t(isAvailable ? 'availability.savedAvailable' : 'availability.savedNotAvailable', { ns: 'profile' }));
});
const notifyErrorFx = createEffect((message: string) => {
  toast.error(message === AVAILABILITY_FAILURE_MESSAGE ? i18n.t('availability.failed', { ns: 'profile' }) : translateMessage(message));
});

const changeAccepted = sample({
  clock: availabilityToggled,
  source: { users: $users, saving: $savingAvailabilityIds },
  filter: ({ users, saving }, { userId, isAvailable }) =>
    !saving.includes(userId) && users[userId] !== undefined && users[userId].isAvailable !== isAvailable,
  fn: ({ users }, change) => ({ ...change, previous: users[change.userId]?.isAvailable ?? !change.isAvailable }),
});

// Optimistic: the switch moves at once; the server's answer confirms it or puts it back.
sample({
  clock: changeAccepted,
  fn: ({ userId, isAvailable }) => ({ id: userId, patch: { isAvailable } }),
  target: userPatched,
});
sample({ clock: changeAccepted, target: saveAvailabilityFx });

sample({
  clock: saveAvailabilityFx.done,
  fn: ({ params, result }) => ({ id: params.userId, patch: { isAvailable: result } }),
  target: userPatched,
});
sample({ clock: saveAvailabilityFx.doneData, target: notifySuccessFx });

sample({
  clock: saveAvailabilityFx.fail,
  fn: ({ params }) => ({ id: params.userId, patch: { isAvailable: params.previous } }),
  target: userPatched,
});
sample({
  clock: saveAvailabilityFx.failData,
  fn: (error) => (error.fromServer && error.message ? error.message : AVAILABILITY_FAILURE_MESSAGE),
  target: notifyErrorFx,
});
