// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { tutorRequestsContract as TutorRequestsContract } from '../contract/tutor-request';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/tutor-request');

export const tutorRequestsContract: RouteRefs<typeof TutorRequestsContract> = {
  create: { method: 'POST', path: '/api/auth/create_tutor_request', takes: ['body'], load: () => load().then((file) => file.tutorRequestsContract.create) },
};
