/** The page's English texts (on screen: the same keys under `activity` of the admin catalogue). */
export const ACTIVITY_TEXTS = {
  title: 'Activity log',
  intro: 'Every staff action, newest first: who did it, to which record, what changed and why.',
  loading: 'Loading activity',
  loadFailed: 'Could not load the activity log',
  ownerOnly: 'Only the owner can see the activity log.',
  empty: 'No activity matches these filters',
  emptyHint: 'Staff actions appear here as they happen.',
  clear: 'Clear filters',
} as const;

/**
 * The kinds of record the log names (the services' and the activity trail's record types), with their English
 * labels (on screen: `activity.recordTypes.<value>` of the admin catalogue).
 */
export const RECORD_TYPE_OPTIONS = [
  { value: 'payment', label: 'Payment' },
  { value: 'tuition', label: 'Tuition' },
  { value: 'tutor', label: 'Tutor' },
  { value: 'request', label: 'Guardian request' },
  { value: 'hire_request', label: 'Hire a Tutor request' },
  { value: 'account', label: 'Account' },
  { value: 'staff', label: 'Staff' },
  { value: 'testimonial', label: 'Testimonial' },
  { value: 'affiliate', label: 'Affiliate' },
] as const;
