import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@/shared/i18n';
import { startI18nWithAllResources } from '@/shared/i18n/resources';

// findBy*/waitFor give a screen 5 s (the library's default is 1 s): the suite runs two workers on two cores, and on a
// loaded machine a page that answers in 100 ms quiet took over a second (admin login's banner, in CI). Only a failing
// wait gets slower; what a test expects is unchanged.
configure({ asyncUtilTimeout: 5_000 });

// Screens render in English (the spec's words) unless a test switches the language.
startI18nWithAllResources('en');

afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  if (typeof document !== 'undefined') cleanup();
  // Wizards keep drafts in localStorage: one test's draft must not be restored in the next.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
