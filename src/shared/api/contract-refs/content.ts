// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { contentContract as ContentContract } from '../contract/content';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/content');

export const contentContract: RouteRefs<typeof ContentContract> = {
  testimonials: { method: 'GET', path: '/api/testimonials', takes: [], load: () => load().then((file) => file.contentContract.testimonials) },
  affiliates: { method: 'GET', path: '/api/affiliate', takes: [], load: () => load().then((file) => file.contentContract.affiliates) },
  publicStats: { method: 'GET', path: '/api/stats/public', takes: [], load: () => load().then((file) => file.contentContract.publicStats) },
};
