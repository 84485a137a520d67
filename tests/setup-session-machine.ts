// The app loads some modules after the first render or with the first call (issue 15, "ship less"): the session
// machine (xstate with it), the toasts' container, each route's contract schemas (src/shared/api/contract-refs) and
// Mantine's Select (src/shared/ui/lazy-select).
// A file whose screens start one of those imports can end before it has finished, and Vitest then refuses to load
// modules after the file's environment is torn down (an unhandled EnvironmentTeardownError fails the run: CI of
// 31905d6, from stories files rendering a SessionProvider). Every client file starts with them loaded, as
// tests/render.tsx and Storybook's preview loader already do for the session machine, so a later import of them
// resolves from the module cache and none is left running when a file ends.
// A file in Node's environment (the features' API tests against a real server, tests/features/*-api.test.tsx) renders
// no screen and loads the client modules itself once it has pointed fetch at its server (the API client binds fetch
// when created): nothing is loaded for it here.
if (typeof document !== 'undefined') {
  const [{ loadSessionMachine }, { loadSelect }] = await Promise.all([
    import('@/entities/session'),
    import('@/shared/ui/lazy-select'),
  ]);
  await Promise.all([
    loadSessionMachine(),
    loadSelect(),
    import('@/app/entrypoint/toasts-container'),
    import('@/shared/api/contract'),
  ]);
}

export {};
