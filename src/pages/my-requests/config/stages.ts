import type { RequestStageValue } from '@/shared/api';

/** The steps a request goes through when all goes well (Closed can end it at any step). */
export const STAGE_PATH = ['submitted', 'under_review', 'published', 'shortlist_ready', 'trial_class', 'tutor_confirmed'] as const satisfies readonly RequestStageValue[];

export const STAGE_LABELS: Record<RequestStageValue, string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  published: 'Published',
  shortlist_ready: 'Shortlist ready',
  trial_class: 'Trial class',
  tutor_confirmed: 'Tutor confirmed',
  closed: 'Closed',
};

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
