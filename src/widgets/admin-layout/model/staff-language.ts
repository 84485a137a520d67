import { useEffect } from 'react';
import { currentLanguage, i18n, isUiLanguage, toUiLanguage, type UiLanguage } from '@/shared/i18n';

/**
 * The admin area's own memory of the language a staff member chose (the switch in the sidebar, or `?lang=`). The
 * public site's choice (the browser's language, a visitor's switch) does not carry over: staff work in English
 * unless they choose Bangla here.
 */
export const STAFF_LANGUAGE_KEY = 'shikhon.staffLanguage';
export const STAFF_DEFAULT_LANGUAGE: UiLanguage = 'en';

function readChoice(): UiLanguage | undefined {
  try {
    const value = window.localStorage.getItem(STAFF_LANGUAGE_KEY);
    return isUiLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function saveChoice(language: UiLanguage): void {
  try {
    window.localStorage.setItem(STAFF_LANGUAGE_KEY, language);
  } catch {
    // A browser that keeps nothing shows English next time.
  }
}

/** The language the admin area opens in: `?lang=` on the address, else the staff member's last choice, else English. */
export function staffLanguage(search: string = window.location.search): UiLanguage {
  return toUiLanguage(new URLSearchParams(search).get('lang')) ?? readChoice() ?? STAFF_DEFAULT_LANGUAGE;
}

/**
 * Shows the admin area in the staff member's language and remembers every switch made while it is open.
 * Used by the admin layout and the admin login page. Only where the language was detected from the browser (the
 * app): tests and stories set the language they show themselves.
 */
export function useStaffLanguage(): void {
  useEffect(() => {
    if (i18n.services?.languageDetector) {
      const wanted = staffLanguage();
      saveChoice(wanted);
      if (currentLanguage() !== wanted) void i18n.changeLanguage(wanted);
    }
    const remember = (language: string) => {
      const chosen = toUiLanguage(language);
      if (chosen) saveChoice(chosen);
    };
    i18n.on('languageChanged', remember);
    return () => i18n.off('languageChanged', remember);
  }, []);
}
