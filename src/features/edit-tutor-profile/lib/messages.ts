// The wizard machine speaks English (machines stay pure); its messages are put in the language on screen here:
// the machine's own sentences through the `profile` catalogue, the server's through `translateMessage`.
import { TUTOR_PROFILE_MESSAGES } from '@machines/tutor-profile-wizard';
import { i18n, translateMessage } from '@/shared/i18n';

const KEY_OF = new Map<string, string>(Object.entries(TUTOR_PROFILE_MESSAGES).map(([key, text]) => [text, key]));

/** A message of the wizard machine (or of the server, passed through it) as the member reads it. */
export function wizardMessage(text: string): string {
  const key = KEY_OF.get(text);
  return key ? i18n.t(`wizard.messages.${key}`, { ns: 'profile' }) : translateMessage(text);
}
