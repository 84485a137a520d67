import { createEvent, createStore } from 'effector';

export interface AddressPath {
  pathname: string;
  /** '' or '?a=1&b=2'. */
  search: string;
}

/** The router's address changed (and once at start): models of the page on that path start their loads from it. */
export const locationChanged = createEvent<AddressPath>();

/** A model asks the router to go to an address (a list's page or filter), so reload, Back and a shared link restore it. */
export const navigationRequested = createEvent<AddressPath & { replace?: boolean }>();

const addressKey = ({ pathname, search }: AddressPath) => `${pathname}${search}`;

/**
 * The server rendered this address with its data (src/app/entrypoint/server.tsx): the scope the browser picks up
 * already holds what the page's loads would fetch, so they are not started again while the browser stays on it.
 */
export const addressRendered = createEvent<AddressPath>();

/**
 * The router moved to an address: said by the app as the navigation happens (router.subscribe), before the new
 * page's components run their effects, so a page opened after the rendered one loads as usual.
 */
export const addressShown = createEvent<AddressPath>();

/** The address the server rendered, until the browser moves to another one (then every load runs as usual). */
export const $renderedAddress = createStore<string | null>(null)
  .on(addressRendered, (_, address) => addressKey(address))
  .on([locationChanged, addressShown], (rendered, address) => (rendered === addressKey(address) ? rendered : null));

/** True while the page on screen came from the server with its data: its "opened" loads are skipped. */
export const $showsRenderedAddress = $renderedAddress.map((rendered) => rendered !== null);

/** Whether announcing this address would load what the server already put in the scope. */
export function isRenderedAddress(rendered: string | null, address: AddressPath): boolean {
  return rendered !== null && rendered === addressKey(address);
}

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
