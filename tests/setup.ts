import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@/shared/i18n';
import { startI18nWithAllResources } from '@/shared/i18n/resources';

// Screens render in English (the spec's words) unless a test switches the language.
startI18nWithAllResources('en');

afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  if (typeof document !== 'undefined') cleanup();
  // Wizards keep drafts in localStorage: one test's draft must not be restored in the next.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
