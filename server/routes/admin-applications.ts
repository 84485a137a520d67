import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicantLookupResponseSchema,
  applicantParamsSchema,
  applicationUpdatedSchema,
  errorResponseSchema,
  jobIdParamsSchema,
  selectTutorBodySchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import type { Clock } from '../services/clock';
import { applicantContact, deassignTutor, selectTutor, type TutorAssignmentDeps } from '../services/tutor-assignment';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/** The admin applications screen: select or deassign a job's tutor, and an applicant's contact details. Admins only. */
export const adminApplicationRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const deps: TutorAssignmentDeps = { db, clock };

  app.put(
    '/api/tuitionApply/select/:jobId',
    {
      schema: {
        tags: ['admin'],
        summary: "Select a job's tutor: accepted, the others rejected, the job assigned, the media fee record Due",
        description:
          'One transaction on the locked job row: 409 when the job already has its tutor (or is closed), 404 when the ' +
          "job is missing or the tutor did not apply. Creates the tutor's payment: 60% of the first month's salary " +
          '(lower end of a range, 0 when negotiable), starting now, due in 30 days.',
        params: jobIdParamsSchema,
        body: selectTutorBodySchema,
        response: { 200: applicationUpdatedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => selectTutor(deps, request.params.jobId, request.body.tutorId),
  );

  app.put(
    '/api/tuitionApply/deassign/:jobId',
    {
      schema: {
        tags: ['admin'],
        summary: "Deassign a job's tutor: every applicant pending, the job active, a still-Due fee record cancelled",
        description: '409 when the job has no tutor; 404 when it is missing. Paid and Fraud records are left as they are.',
        params: jobIdParamsSchema,
        response: { 200: applicationUpdatedSchema, ...errors(401, 403, 404, 409) },
      },
    },
    (request) => deassignTutor(deps, request.params.jobId),
  );

  app.get(
    '/api/admin/applicants/:tutorId',
    {
      schema: {
        tags: ['admin'],
        summary: "An applicant's name, e-mail and phone (by account id or display number)",
        params: applicantParamsSchema,
        response: { 200: applicantLookupResponseSchema, ...errors(401, 403, 404) },
      },
    },
    (request) => applicantContact(db, request.params.tutorId),
  );
};
