import { MY_WORK_MESSAGES } from '@/shared/api';
import { i18n, translateMessage } from '@/shared/i18n';

/** The feature's own English sentences and their keys (`apply.messages.<key>` in `board`). */
export const APPLY_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Application submitted successfully!': 'success',
  'Failed to submit application': 'failure',
  'Only tutors can apply for jobs': 'tutorsOnly',
  'You have already applied for this tuition': 'alreadyApplied',
  [MY_WORK_MESSAGES.jobAssigned]: 'jobAssigned',
  [MY_WORK_MESSAGES.jobClosed]: 'jobClosed',
};

/** A sentence of the feature or of the server in the language on screen (English stays as written). */
export function shownApplyMessage(message: string): string {
  const key = APPLY_MESSAGE_KEYS[message];
  if (key && i18n.isInitialized) return i18n.t(`apply.messages.${key}`, { ns: 'board', defaultValue: message });
  return translateMessage(message);
}
