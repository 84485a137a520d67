import { createWatch } from 'effector';
import { useProvidedScope, useUnit } from 'effector-react';
import { useCallback, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { $renderedAddress, isRenderedAddress, locationChanged, navigationRequested, onPageModuleLoaded, type AddressPath } from './model';

/**
 * The one bridge between the router and the Effector scope, mounted once at the router's root: every address
 * becomes `locationChanged`, every `navigationRequested` becomes a navigation. Pages never load from their own effects.
 */
export function RouterSync() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const scope = useProvidedScope();
  const changed = useUnit(locationChanged);
  const latest = useRef({ pathname, search });
  // The address the server rendered is not announced while it stays on screen: its data came with the page.
  const announce = useCallback(
    (address: AddressPath) => {
      if (scope && isRenderedAddress(scope.getState($renderedAddress), address)) return;
      changed(address);
    },
    [changed, scope],
  );
  useEffect(() => {
    latest.current = { pathname, search };
    announce({ pathname, search });
  }, [announce, pathname, search]);
  // A lazily loaded page's models did not exist when its address was announced: announce it again for them.
  useEffect(() => onPageModuleLoaded(() => announce(latest.current)), [announce]);
  useEffect(() => {
    if (!scope) return undefined;
    const watch = createWatch({
      unit: navigationRequested,
      scope,
      fn: (to) => {
        void navigate(`${to.pathname}${to.search}`, { replace: to.replace ?? false });
      },
    });
    return () => watch.unsubscribe();
  }, [navigate, scope]);
  return null;
}

/** A pathless root route's element: the bridge, then the matched route. */
export function RouterSyncOutlet() {
  return (
    <>
      <RouterSync />
      <Outlet />
    </>
  );
}
