// The server's list of client addresses (src/app/router/paths.ts) is the router's table, path for path.
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { clientPaths, isClientPath } from '@/app/router/paths';
import { appRoutes } from '@/app/router/routes';

function collect(routes: RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    // A page: an index route, or a route with its own path and something to show.
    const here = route.index || (route.path !== undefined && route.element) ? [own] : [];
    return [...here, ...(route.children ? collect(route.children, own) : [])];
  });
}

describe('client paths for the server', () => {
  it('lists exactly the router’s pages (its catch-all 404 aside)', () => {
    const fromRouter = [...new Set(collect(appRoutes, '').filter((path) => !path.endsWith('*')))].sort();
    expect(fromRouter).toContain('/admin/student-tutor-requests');
    expect([...clientPaths].sort()).toEqual(fromRouter);
  });

  it('matches the pages, their ids and a trailing slash, and nothing else', () => {
    for (const path of ['/', '/login', '/tution_list', '/tuition_details/JOB-12', '/premium_tutor_details/abc/', '/admin', '/admin/tutors'])
      expect(isClientPath(path), path).toBe(true);
    for (const path of ['/nope', '/login/extra', '/tuition_details', '/tuition_details/a/b', '/admin/nope', '/Login', '/api/health'])
      expect(isClientPath(path), path).toBe(false);
  });
});
