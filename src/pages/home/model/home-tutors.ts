import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchTutorsFx } from '@/entities/tutor';
import { trackLoad, type LoadStatus, type PublicTutor } from '@/shared/api';
import { homeTutorsOf } from '../lib/featured-tutors';
import { tutorsErrorMessage } from '../lib/tutors-error';

/** How many tutors the home block shows at most. */
export const HOME_TUTORS_LIMIT = 8;

export type HomeTutorsStatus = LoadStatus;

/** The block was shown: its tutors are wanted. */
export const homeTutorsRequested = createEvent();

/**
 * The featured tutors; when the server has none featured, the first page of all tutors (of
 * which the featured rule again keeps the featured ones, or all).
 */
export const loadHomeTutorsFx = createEffect(async (): Promise<PublicTutor[]> => {
  const featured = await fetchTutorsFx({ featured: 'true', limit: HOME_TUTORS_LIMIT });
  if (featured.tutors.length > 0) return homeTutorsOf(featured.tutors);
  const all = await fetchTutorsFx({ limit: HOME_TUTORS_LIMIT });
  return homeTutorsOf(all.tutors);
});

export const $homeTutors = createStore<PublicTutor[]>([]);
export const $homeTutorsStatus = createStore<HomeTutorsStatus>('idle');
/** "Failed to fetch tutors: {status} - {statusText}". */
export const $homeTutorsError = createStore<string | null>(null);

// Coming back to the page keeps the tutors shown while they are asked for again.
trackLoad({ requested: homeTutorsRequested, fx: loadHomeTutorsFx, status: $homeTutorsStatus });
sample({ clock: loadHomeTutorsFx.doneData, target: $homeTutors });
sample({ clock: loadHomeTutorsFx.done, fn: () => null, target: $homeTutorsError });
// Spec section 8: on failure the list is empty and the message is shown, also after a reload (unlike trackLoad's).
sample({ clock: loadHomeTutorsFx.fail, fn: () => [], target: $homeTutors });
sample({ clock: loadHomeTutorsFx.failData, fn: tutorsErrorMessage, target: $homeTutorsError });
sample({ clock: loadHomeTutorsFx.fail, fn: () => 'failed' as const, target: $homeTutorsStatus });
