// The session machine's module (xstate with it) is loaded after the first render (issue 15): a SessionProvider starts
// that import in an effect. A file whose screens render a SessionProvider (stories with `withApp`) can end before the
// import has finished, and Vitest then refuses to load its modules after the file's environment is torn down (an
// unhandled EnvironmentTeardownError fails the run: CI of 31905d6). Every client file starts with it loaded, as
// tests/render.tsx and Storybook's preview loader already do, so no import is left running when a file ends.
import { loadSessionMachine } from '@/entities/session';

await loadSessionMachine();
