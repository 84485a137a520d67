import { lazy, type ComponentType } from 'react';
import { pageModuleLoaded } from '@/shared/lib/router-sync';

/** A page as its own chunk; once loaded, its models hear the current address (they start their loads from it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    load().then((module) => {
      pageModuleLoaded();
      return module;
    }),
  );
}
