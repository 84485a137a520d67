// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { adminShortlistsContract as AdminShortlistsContract, myRequestsContract as MyRequestsContract } from '../contract/my-requests';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/my-requests');

export const adminShortlistsContract: RouteRefs<typeof AdminShortlistsContract> = {
  shortlist: { method: 'PUT', path: '/api/admin/jobs/:jobId/shortlist', takes: ['params', 'body'], load: () => load().then((file) => file.adminShortlistsContract.shortlist) },
  trial: { method: 'PUT', path: '/api/admin/requests/:id/trial', takes: ['params', 'body'], load: () => load().then((file) => file.adminShortlistsContract.trial) },
};

export const myRequestsContract: RouteRefs<typeof MyRequestsContract> = {
  list: { method: 'GET', path: '/api/me/requests', takes: [], load: () => load().then((file) => file.myRequestsContract.list) },
  edit: { method: 'PUT', path: '/api/me/requests/:id', takes: ['params', 'body'], load: () => load().then((file) => file.myRequestsContract.edit) },
  withdraw: { method: 'POST', path: '/api/me/requests/:id/withdraw', takes: ['params', 'body'], load: () => load().then((file) => file.myRequestsContract.withdraw) },
  shortlist: { method: 'GET', path: '/api/me/requests/:id/shortlist', takes: ['params'], load: () => load().then((file) => file.myRequestsContract.shortlist) },
  pick: { method: 'POST', path: '/api/me/requests/:id/pick', takes: ['params', 'body'], load: () => load().then((file) => file.myRequestsContract.pick) },
  more: { method: 'POST', path: '/api/me/requests/:id/more', takes: ['params', 'body'], load: () => load().then((file) => file.myRequestsContract.more) },
};
