import type { RequestStageValue } from '@/shared/api';

/** The steps a request goes through when all goes well (Closed can end it at any step). */
export const STAGE_PATH = ['submitted', 'under_review', 'published', 'shortlist_ready', 'trial_class', 'tutor_confirmed'] as const satisfies readonly RequestStageValue[];

// Each stage's words are in the member catalogue: `myRequests.stages.<stage>`.

/** Badge colours: waiting grey, live blue, choosing orange, done green, closed red. */
export const STAGE_COLORS: Record<RequestStageValue, string> = {
  submitted: 'gray',
  under_review: 'gray',
  published: 'blue',
  shortlist_ready: 'orange',
  trial_class: 'orange',
  tutor_confirmed: 'green',
  closed: 'red',
};

/** Badge text on the light tint, at least 4.5:1 (orange.9 on the orange tint is 3.6:1 and green.9 on the green one 3.8:1, so those read darker). */
export const STAGE_TEXT_COLORS: Record<RequestStageValue, string> = {
  submitted: 'gray.9',
  under_review: 'gray.9',
  published: 'blue.9',
  shortlist_ready: 'dark.6',
  trial_class: 'dark.6',
  tutor_confirmed: 'brand.8',
  closed: 'red.9',
};
