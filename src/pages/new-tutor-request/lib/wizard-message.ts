import { TUTOR_REQUEST_MESSAGES } from '@machines/tutor-request-wizard';
import { i18n, translateMessage } from '@/shared/i18n';

/** The texts the machine writes itself; its field messages are the contract's own (see its TUTOR_REQUEST_MESSAGES). */
const OWN_KEYS = ['success', 'failed', 'unexpected', 'terms'] as const satisfies readonly (keyof typeof TUTOR_REQUEST_MESSAGES)[];

/**
 * A message of the wizard in the language on screen. The machine stays pure and speaks English: its own texts have
 * keys in the member catalogue; the contract's field messages (which the server answers too) and anything else go
 * through the `messages` catalogue, so each has one translation.
 */
export function wizardMessage(text: string | null | undefined): string {
  if (!text) return '';
  const key = OWN_KEYS.find((name) => TUTOR_REQUEST_MESSAGES[name] === text);
  return key ? i18n.t(`wizard.messages.${key}`, { ns: 'member' }) : translateMessage(text);
}
