import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicantLookupResponseSchema,
  applicantParamsSchema,
  applicationUpdatedSchema,
  errorResponseSchema,
  jobIdParamsSchema,
  paymentDeleteQuerySchema,
  selectTutorBodySchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { actorOf } from '../services/activity-log';
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
        summary: "Select a job's tutor with the agreed terms: accepted, the others rejected, the job assigned, the fee charged",
        description:
          'One transaction on the locked job row: 409 when the job already has its tutor (or is closed), 404 when the ' +
          "job is missing or the tutor did not apply. Charges the tutor's media fee on the ledger: 60% of agreedSalary " +
          '(default: the single salary or the lower end of a range; 400 "Agreed salary is required" when the salary is ' +
          'not a number), from startDate (default today; 400 before the job was posted), due 30 days later. 409 when the ' +
          'tutor has an overdue fee on another tuition, unless the owner or finance sends override: { reason }.',
        params: jobIdParamsSchema,
        body: selectTutorBodySchema,
        response: { 200: applicationUpdatedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      selectTutor(deps, request.params.jobId, request.body, { ...actorOf(request), role: request.auth?.user.role ?? null }),
  );

  app.put(
    '/api/tuitionApply/deassign/:jobId',
    {
      schema: {
        tags: ['admin'],
        summary: "Deassign a job's tutor: every applicant pending, the job active, the fee by the spec's rule",
        description:
          '409 when the job has no tutor; 404 when it is missing. Before the start the fee is voided; within the first ' +
          'month it becomes 40% of the agreed salary (a 60% fee already paid leaves 20% as a refund due); after it the ' +
          'full fee stays. Optional ?reason=.',
        params: jobIdParamsSchema,
        querystring: paymentDeleteQuerySchema,
        response: { 200: applicationUpdatedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => deassignTutor(deps, request.params.jobId, actorOf(request), request.query.reason),
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
