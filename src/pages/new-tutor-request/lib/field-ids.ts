import type { TutorRequestField } from '@machines/tutor-request-wizard';

/** The id of a field's control, so a blocked step can move focus to its first wrong field. */
export const fieldId = (field: TutorRequestField): string => `tutor-request-${field}`;
