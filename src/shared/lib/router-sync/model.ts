import { createEvent } from 'effector';

export interface AddressPath {
  pathname: string;
  /** '' or '?a=1&b=2'. */
  search: string;
}

/** The router's address changed (and once at start): models of the page on that path start their loads from it. */
export const locationChanged = createEvent<AddressPath>();

/** A model asks the router to go to an address (a list's page or filter), so reload, Back and a shared link restore it. */
export const navigationRequested = createEvent<AddressPath & { replace?: boolean }>();

const pageLoadListeners = new Set<() => void>();

/**
 * A page's module (and so its models) has just been loaded by the route table's lazy loader. The address was
 * announced before those models existed, so the bridge announces it again for them.
 */
export function pageModuleLoaded(): void {
  for (const listener of pageLoadListeners) listener();
}

export function onPageModuleLoaded(listener: () => void): () => void {
  pageLoadListeners.add(listener);
  return () => {
    pageLoadListeners.delete(listener);
  };
}
