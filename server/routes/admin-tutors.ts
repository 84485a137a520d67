import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTutorListQuerySchema,
  adminTutorListResponseSchema,
  adminTutorUpdatedSchema,
  errorResponseSchema,
  idParamsSchema,
  tutorPremiumBodySchema,
  verifyTutorBodySchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { actorOf } from '../services/activity-log';
import { listAdminTutors, setTutorPremium, verifyTutor, type AdminTutorDeps } from '../services/admin-tutors';
import type { Clock } from '../services/clock';
import { createDocumentSigner, fileSecret } from '../services/documents';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

export interface AdminTutorRoutesOptions {
  db: Database;
  clock: Clock;
  /** The documents' signing key lives under DATA_DIR/private (shared with the member routes' signer). */
  dataDir: string;
}

/** The admin tutors screen: the list, verification and the premium mark. Admins only. */
export const adminTutorRoutes: FastifyPluginAsyncZod<AdminTutorRoutesOptions> = async (app, { db, clock, dataDir }) => {
  const deps: AdminTutorDeps = { db, clock, signer: createDocumentSigner(fileSecret(path.resolve(dataDir, 'private'))) };

  app.get(
    '/api/admin/tutors',
    {
      schema: {
        tags: ['admin'],
        summary: 'Tutors for the admin: filter (all, pending, verified, today), search, pages, and the stat counts',
        description:
          'search matches name, e-mail or phone (case-insensitive substring); today is the local day of tzOffset ' +
          '(minutes, as Date#getTimezoneOffset; default UTC+6). Documents carry short-lived signed paths.',
        querystring: adminTutorListQuerySchema,
        response: { 200: adminTutorListResponseSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listAdminTutors(deps, request.query),
  );

  app.put(
    '/api/tutors/verify/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve (isApproved true) or reject a tutor: sets isVerified and documentsVerified',
        description:
          'Approving records the 200 Tk verification fee on the tutor\'s ledger (once): due with the bare body, paid with ' +
          'verificationFee: { method, reference }, waived with verificationFee: { waivedReason }. 409 when the reference ' +
          'is already recorded on another fee.',
        params: idParamsSchema,
        body: verifyTutorBodySchema,
        response: { 200: adminTutorUpdatedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => verifyTutor(deps, request.params.id, request.body, actorOf(request)),
  );

  app.put(
    '/api/tutors/:id/premium',
    {
      schema: {
        tags: ['admin'],
        summary: "Sets a tutor's premium mark",
        params: idParamsSchema,
        body: tutorPremiumBodySchema,
        response: { 200: adminTutorUpdatedSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => setTutorPremium(deps, request.params.id, request.body.isPremium, actorOf(request)),
  );
};
