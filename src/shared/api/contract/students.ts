// The students' routes (server/routes/students.ts): their schemas stay in member.ts, next to the tutors'.
import { idParamsSchema } from './common';
import { defineRoute, errorResponses } from './define-route';
import {
  applyStatusResponseSchema,
  studentProfileResponseSchema,
  studentProfileSavedSchema,
  studentProfileUpdateBodySchema,
  studentTutorRequestBodySchema,
  studentTutorRequestCreatedSchema,
  studentTutorRequestListQuerySchema,
  studentTutorRequestListSchema,
} from './member';

/** A guardian/student's own profile, tutor requests and apply status. `:id` is the account's uuid. */
export const studentsContract = {
  profile: defineRoute({
    method: 'GET',
    path: '/api/students/:id/profile',
    access: 'studentOrAdmin',
    owner: true,
    params: idParamsSchema,
    responses: { 200: studentProfileResponseSchema, ...errorResponses(401, 403, 404) },
    tags: ['students'],
    summary: "A student's profile (the student, or an admin); 404 until initialized",
  }),
  initializeProfile: defineRoute({
    method: 'POST',
    path: '/api/students/:id/profile/initialize',
    access: 'student',
    owner: true,
    params: idParamsSchema,
    responses: { 200: studentProfileResponseSchema, 201: studentProfileResponseSchema, ...errorResponses(401, 403) },
    tags: ['students'],
    summary: 'Creates the own profile from the account (201), or answers the existing one (200)',
  }),
  saveProfile: defineRoute({
    method: 'PUT',
    path: '/api/students/:id/profile',
    access: 'student',
    owner: true,
    params: idParamsSchema,
    body: studentProfileUpdateBodySchema,
    responses: { 200: studentProfileSavedSchema, ...errorResponses(400, 401, 403, 409) },
    tags: ['students'],
    summary: "Updates the own account's name, e-mail and phone and the profile's gender, city and area together",
  }),
  createTutorRequest: defineRoute({
    method: 'POST',
    path: '/api/students/:id/tutor-request',
    access: 'student',
    owner: true,
    params: idParamsSchema,
    body: studentTutorRequestBodySchema,
    responses: { 201: studentTutorRequestCreatedSchema, ...errorResponses(400, 401, 403) },
    tags: ['students'],
    summary: 'The tutor request wizard: a pending request of the calling student',
    description:
      "studentId is the caller's own and postedAt the server's time, whatever the body says. District, area " +
      '(location), category (medium), class and subjects come from the catalogue.',
  }),
  tutorRequests: defineRoute({
    method: 'GET',
    path: '/api/students/get-tutor-requests',
    access: 'studentOrAdmin',
    query: studentTutorRequestListQuerySchema,
    responses: { 200: studentTutorRequestListSchema, ...errorResponses(400, 401, 403) },
    tags: ['students'],
    summary: 'Tutor requests: a student their own, an admin all; newest first',
    description:
      'An admin may ask for one page of a tab: status=all|pending|approved|rejected, page from 1, limit 1-50 (12); ' +
      'the answer then adds total, page, limit and counts per tab. Students ignore these and get their own, unpaged.',
  }),
  applyStatus: defineRoute({
    method: 'GET',
    path: '/api/students/:id/apply-status',
    access: 'studentOrAdmin',
    owner: true,
    params: idParamsSchema,
    responses: { 200: applyStatusResponseSchema, ...errorResponses(401, 403, 404) },
    tags: ['students'],
    summary: "The Apply Status counts of a student's dashboard (the student, or an admin)",
  }),
};
