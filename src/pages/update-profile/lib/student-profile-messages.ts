// The form's own sentences (shared with the tutor wizard's machine, in English) as the member reads them: through
// the `profile` catalogue; the contract's and the server's messages through `translateMessage`.
import { PROFILE_SAVE_MESSAGES, TUTOR_PROFILE_MESSAGES } from '@machines/tutor-profile-wizard';
import { i18n, translateMessage } from '@/shared/i18n';
import { GENDER_REQUIRED_MESSAGE } from './form-values';

const KEY_OF = new Map<string, string>([
  ...Object.entries(PROFILE_SAVE_MESSAGES).map(([key, text]): [string, string] => [text, `wizard.messages.${key}`]),
  // The student form's load failure says the same as the wizard's (STUDENT_PROFILE_LOAD_FAILED).
  [TUTOR_PROFILE_MESSAGES.loadFailed, 'wizard.messages.loadFailed'],
  [GENDER_REQUIRED_MESSAGE, 'student.genderRequired'],
]);

/** A message of the student form (its own, the contract's rules', or the server's) in the language on screen. */
export function studentProfileMessage(text: string): string {
  const key = KEY_OF.get(text);
  return key ? i18n.t(key, { ns: 'profile' }) : translateMessage(text);
}
