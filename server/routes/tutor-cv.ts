import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tutorCvContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import { authRateLimit } from '../plugins/rate-limit';
import type { Clock } from '../services/clock';
import { renderTutorCv, tutorCvFileName } from '../services/tutor-cv';
import { publicTutorDetail } from '../services/tutors';

export interface TutorCvRoutesOptions {
  db: Database;
  clock: Clock;
  rateLimitMax: number;
}

/** Public like the profile it is made from (the admin screen links it without a token). */
export const tutorCvRoutes: FastifyPluginAsyncZod<TutorCvRoutesOptions> = async (app, { db, clock, rateLimitMax }) => {
  registerContractRoutes(app, tutorCvContract, {
    cv: {
      // Making a PDF costs more than reading a row: limited per client like the other public forms.
      config: { rateLimit: authRateLimit(rateLimitMax) },
      handler: async (request, reply) => {
        const { tutor } = await publicTutorDetail(db, request.params.id);
        const pdf = await renderTutorCv(tutor, clock.now());
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${tutorCvFileName(tutor)}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    },
  });
};
