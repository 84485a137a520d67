// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { tutorCvContract as TutorCvContract, tutorsContract as TutorsContract } from '../contract/tutor';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/tutor');

export const tutorCvContract: RouteRefs<typeof TutorCvContract> = {
  cv: { method: 'GET', path: '/api/tutors/:id/cv', takes: ['params'], load: () => load().then((file) => file.tutorCvContract.cv) },
};

export const tutorsContract: RouteRefs<typeof TutorsContract> = {
  list: { method: 'GET', path: '/api/tutors/all', takes: ['query'], load: () => load().then((file) => file.tutorsContract.list) },
  detail: { method: 'GET', path: '/api/tutors/:id', takes: ['params'], load: () => load().then((file) => file.tutorsContract.detail) },
  contact: { method: 'POST', path: '/api/tutors/:id/contact', takes: ['params', 'body'], load: () => load().then((file) => file.tutorsContract.contact) },
};
