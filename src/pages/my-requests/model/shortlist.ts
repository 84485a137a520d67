import { createEffect, createEvent } from 'effector';
import type { AskForMoreInput, PickTutorInput } from '@machines/shortlist-pick';
import type { ApiError, MyRequestChanged, MyShortlist } from '@/shared/api';
import { shortlistApi } from '../api/shortlist-api';

export const fetchShortlistFx = createEffect<string, MyShortlist, ApiError>((requestId) => shortlistApi.fetch(requestId));

export const pickTutorFx = createEffect<PickTutorInput, MyRequestChanged, ApiError>(({ requestId, tutorId, trialAt }) =>
  shortlistApi.pick(requestId, { tutorId, ...(trialAt ? { trialAt } : {}) }),
);

export const askForMoreFx = createEffect<AskForMoreInput, MyRequestChanged, ApiError>(({ requestId, note }) =>
  shortlistApi.more(requestId, note),
);

/** A pick or an ask for more went through: the request list shows the new stage. */
export const shortlistChanged = createEvent<MyRequestChanged>();
