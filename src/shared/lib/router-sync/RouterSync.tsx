import { createWatch } from 'effector';
import { useProvidedScope, useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { locationChanged, navigationRequested } from './model';

/**
 * The one bridge between the router and the Effector scope, mounted once at the router's root: every address
 * becomes `locationChanged`, every `navigationRequested` becomes a navigation. Pages never load from their own effects.
 */
export function RouterSync() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const scope = useProvidedScope();
  const changed = useUnit(locationChanged);
  useEffect(() => {
    changed({ pathname, search });
  }, [changed, pathname, search]);
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
