import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTutorsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import { actorOf } from '../services/activity-log';
import { listAdminTutors, setTutorPremium, verifyTutor, type AdminTutorDeps } from '../services/admin-tutors';
import type { Clock } from '../services/clock';
import { createDocumentSigner, fileSecret } from '../services/documents';

export interface AdminTutorRoutesOptions {
  db: Database;
  clock: Clock;
  /** The documents' signing key lives under DATA_DIR/private (shared with the member routes' signer). */
  dataDir: string;
}

/** The admin tutors screen: the list, verification and the premium mark. Admins only. */
export const adminTutorRoutes: FastifyPluginAsyncZod<AdminTutorRoutesOptions> = async (app, { db, clock, dataDir }) => {
  const deps: AdminTutorDeps = { db, clock, signer: createDocumentSigner(fileSecret(path.resolve(dataDir, 'private'))) };

  registerContractRoutes(app, adminTutorsContract, {
    list: (request) => listAdminTutors(deps, request.query),
    verify: (request) => verifyTutor(deps, request.params.id, request.body, actorOf(request)),
    premium: (request) => setTutorPremium(deps, request.params.id, request.body.isPremium, actorOf(request)),
  });
};
