// The account's language on the client (issue 16): a member who signs in sees the language kept on the account, and a
// member who uses the language switch keeps the choice on the account (server messages, inbox rows and mails follow it).
import { attach } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useSessionUser } from '@/entities/session';
import { onLanguageChosen } from '@/features/switch-language';
import { $authToken, languageApi } from '@/shared/api';
import { currentLanguage, i18n, isUiLanguage, type UiLanguage } from '@/shared/i18n';

/**
 * Keeps a choice on the account signed in in the scope (a guest has nothing to keep); a failure only means the
 * account keeps its previous language.
 */
export const saveAccountLanguageFx = attach({
  source: $authToken,
  effect: (token, language: UiLanguage): Promise<void> =>
    token
      ? languageApi.save(language).then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve(),
});

/**
 * At sign-in: the account's language when it has one (the login answer carries it). While signed in: every choice
 * of the switch is saved on the account.
 */
export function useAccountLanguage(): void {
  const user = useSessionUser();
  const accountLanguage = (user as { language?: unknown } | null)?.language;
  const token = user?.token;

  const saveAccountLanguage = useUnit(saveAccountLanguageFx);

  useEffect(() => onLanguageChosen((language) => void saveAccountLanguage(language)), [saveAccountLanguage]);

  useEffect(() => {
    // A session restored from the browser carries no language: the browser's own choice stays.
    if (token && isUiLanguage(accountLanguage) && accountLanguage !== currentLanguage()) {
      void i18n.changeLanguage(accountLanguage);
    }
  }, [token, accountLanguage]);
}
