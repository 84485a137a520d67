import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  // Wizards keep drafts in localStorage: one test's draft must not be restored in the next.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
