import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, type UiLanguage } from '@/shared/i18n';

type LanguageSaver = (language: UiLanguage) => void;
let saveOnAccount: LanguageSaver | null = null;
/**
 * The session entity registers here how a signed-in member's choice is kept on the account; the browser keeps it
 * either way (the detector's localStorage cache). Returns the function that stops it.
 */
export function onLanguageChosen(saver: LanguageSaver): () => void {
  saveOnAccount = saver;
  return () => {
    if (saveOnAccount === saver) saveOnAccount = null;
  };
}

/** Shows the product in `language` and remembers it for this browser and, for a member, on the account. */
export async function chooseLanguage(language: UiLanguage): Promise<void> {
  await i18n.changeLanguage(language);
  saveOnAccount?.(language);
}

/** The language on screen, re-rendering when it changes. */
export function useLanguage(): UiLanguage {
  useTranslation('common');
  return currentLanguage();
}
