// The account's language on the client (issue 16): a member who signs in sees the language kept on the account, and a
// member who uses the language switch keeps the choice on the account (server messages, inbox rows and mails follow it).
import { useEffect } from 'react';
import { useSessionUser } from '@/entities/session';
import { onLanguageChosen } from '@/features/switch-language';
import { getAuthToken, languageApi } from '@/shared/api';
import { currentLanguage, i18n, isUiLanguage, type UiLanguage } from '@/shared/i18n';

/** Keeps a choice on the signed-in account; a failure only means the account keeps its previous language. */
export function saveAccountLanguage(language: UiLanguage): Promise<void> {
  if (!getAuthToken()) return Promise.resolve();
  return languageApi.save(language).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * At sign-in: the account's language when it has one (the login answer carries it). While signed in: every choice
 * of the switch is saved on the account.
 */
export function useAccountLanguage(): void {
  const user = useSessionUser();
  const accountLanguage = (user as { language?: unknown } | null)?.language;
  const token = user?.token;

  useEffect(() => onLanguageChosen((language) => void saveAccountLanguage(language)), []);

  useEffect(() => {
    // A session restored from the browser carries no language: the browser's own choice stays.
    if (token && isUiLanguage(accountLanguage) && accountLanguage !== currentLanguage()) {
      void i18n.changeLanguage(accountLanguage);
    }
  }, [token, accountLanguage]);
}
