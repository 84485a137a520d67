// The client tests of the `client` project share one module graph (and one process) per worker (vitest.config.ts):
// a module is evaluated once per worker, so what it does on import, and the state it keeps, outlives the file that
// loaded it first. What that changes beyond tests/setup.ts's resets is set again for every file here.
import { notifications } from '@mantine/notifications';
import { act } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

interface ActEnvironment {
  IS_REACT_ACT_ENVIRONMENT?: boolean;
}

// Testing Library tells React it runs in tests (IS_REACT_ACT_ENVIRONMENT) from hooks it registers when imported,
// so only in the first file of a worker; its afterAll then turns it off for every later file, where React would
// schedule updates as in a browser (a typed value could be read before it was applied). Each file turns it on.
beforeAll(() => {
  (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  // Mantine keeps its toasts in one module-level store: a toast not closed would be on the next file's screen.
  // (Runs before tests/setup.ts's cleanup, so the screen still shows them: hence act.)
  act(() => notifications.clean());
});

afterAll(() => {
  // A file that faked timers or globals and failed before its own restore must not hand them to the next file.
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
