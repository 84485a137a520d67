// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { studentsContract as StudentsContract } from '../contract/students';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/students');

export const studentsContract: RouteRefs<typeof StudentsContract> = {
  profile: { method: 'GET', path: '/api/students/:id/profile', takes: ['params'], load: () => load().then((file) => file.studentsContract.profile) },
  initializeProfile: { method: 'POST', path: '/api/students/:id/profile/initialize', takes: ['params'], load: () => load().then((file) => file.studentsContract.initializeProfile) },
  saveProfile: { method: 'PUT', path: '/api/students/:id/profile', takes: ['params', 'body'], load: () => load().then((file) => file.studentsContract.saveProfile) },
  createTutorRequest: { method: 'POST', path: '/api/students/:id/tutor-request', takes: ['params', 'body'], load: () => load().then((file) => file.studentsContract.createTutorRequest) },
  tutorRequests: { method: 'GET', path: '/api/students/get-tutor-requests', takes: ['query'], load: () => load().then((file) => file.studentsContract.tutorRequests) },
  applyStatus: { method: 'GET', path: '/api/students/:id/apply-status', takes: ['params'], load: () => load().then((file) => file.studentsContract.applyStatus) },
};
