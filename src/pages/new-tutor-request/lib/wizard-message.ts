import { TUTOR_REQUEST_MESSAGES } from '@machines/tutor-request-wizard';
import { i18n, translateMessage } from '@/shared/i18n';

type MessageKey = keyof typeof TUTOR_REQUEST_MESSAGES;
const KEYS = Object.keys(TUTOR_REQUEST_MESSAGES) as MessageKey[];

/**
 * A message of the wizard in the language on screen. The machine stays pure and speaks English (its
 * TUTOR_REQUEST_MESSAGES); each of its texts has a key in the member catalogue, and anything else (the server's
 * answer) goes through the `messages` catalogue.
 */
export function wizardMessage(text: string | null | undefined): string {
  if (!text) return '';
  const key = KEYS.find((name) => TUTOR_REQUEST_MESSAGES[name] === text);
  return key ? i18n.t(`wizard.messages.${key}`, { ns: 'member' }) : translateMessage(text);
}
