// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { memberApplicationsContract as MemberApplicationsContract, tutorProfilesContract as TutorProfilesContract } from '../contract/member';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/member');

export const memberApplicationsContract: RouteRefs<typeof MemberApplicationsContract> = {
  list: { method: 'GET', path: '/api/tuitionApply', takes: ['query'], load: () => load().then((file) => file.memberApplicationsContract.list) },
};

export const tutorProfilesContract: RouteRefs<typeof TutorProfilesContract> = {
  profile: { method: 'GET', path: '/api/tutors/:id/profile', takes: ['params'], load: () => load().then((file) => file.tutorProfilesContract.profile) },
  initialize: { method: 'POST', path: '/api/tutors/:id/profile/initialize', takes: ['params'], load: () => load().then((file) => file.tutorProfilesContract.initialize) },
  save: { method: 'PUT', path: '/api/tutors/:id/profile', takes: ['params', 'body'], load: () => load().then((file) => file.tutorProfilesContract.save) },
  availability: { method: 'PUT', path: '/api/tutors/:id/availability', takes: ['params', 'body'], load: () => load().then((file) => file.tutorProfilesContract.availability) },
};
