// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { documentsContract as DocumentsContract } from '../contract/documents';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/documents');

export const documentsContract: RouteRefs<typeof DocumentsContract> = {
  status: { method: 'GET', path: '/api/documents/:id/status', takes: ['params'], load: () => load().then((file) => file.documentsContract.status) },
  upload: { method: 'POST', path: '/api/documents/:id/upload', takes: ['params'], load: () => load().then((file) => file.documentsContract.upload) },
  file: { method: 'GET', path: '/api/documents/file/:token', takes: ['params'], load: () => load().then((file) => file.documentsContract.file) },
};
