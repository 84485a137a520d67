import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { pageModuleLoaded } from '@/shared/lib/router-sync';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own
export type LazyPage<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Fetches the page's chunk ahead of its first render (the browser does it before hydrating a server page). */
  preload: () => Promise<unknown>;
};

/**
 * A page as its own chunk; once loaded, its models hear the current address (they start their loads from it). A page
 * preloaded before its first render renders at once, without suspending: a page the server rendered is then
 * hydrated in one pass, before anything (the session's restore) has changed what the server saw.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      pageModuleLoaded();
      return module;
    }));
  // React takes a thenable; one that answers at once lets the first render use the module without suspending.
  const page = lazy(() => (loaded ? ({ then: (resolve: (module: { default: T }) => void) => resolve(loaded!) } as Promise<{ default: T }>) : preload()));
  return Object.assign(page, { preload });
}
