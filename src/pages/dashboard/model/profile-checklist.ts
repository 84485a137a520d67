import { createEffect, createEvent, createStore, sample } from 'effector';
import { userLoggedOut } from '@/entities/session';
import type { ApiError, ProfileChecklistResponse } from '@/shared/api';
import { getProfileChecklist } from '../api/profile-checklist-api';

export type ProfileChecklistState = 'idle' | 'loading' | 'ready' | 'error';

/** The tutor's own dashboard is on screen (or "Try Again" was pressed). */
export const profileChecklistRequested = createEvent();

export const fetchProfileChecklistFx = createEffect<void, ProfileChecklistResponse, ApiError>(() => getProfileChecklist());

export const $profileChecklist = createStore<ProfileChecklistResponse | null>(null)
  .on(fetchProfileChecklistFx.doneData, (_, checklist) => checklist)
  .reset(userLoggedOut);

export const $profileChecklistState = createStore<ProfileChecklistState>('idle')
  .on(fetchProfileChecklistFx, () => 'loading')
  .on(fetchProfileChecklistFx.done, () => 'ready')
  .on(fetchProfileChecklistFx.fail, () => 'error')
  .reset(userLoggedOut);

sample({ clock: profileChecklistRequested, target: fetchProfileChecklistFx });
