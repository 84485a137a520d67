import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tuitionsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import { actorOf } from '../services/activity-log';
import { deleteTuition } from '../services/admin-tuitions';
import type { Clock } from '../services/clock';
import { withMyApplicationStatus } from '../services/my-work';
import { countActiveByDistrict, listActiveTuitions, tuitionDetail } from '../services/tuitions';

export const tuitionRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  registerContractRoutes(app, tuitionsContract, {
    list: async (request) => {
      const page = await listActiveTuitions(db, request.query);
      return { ...page, data: await withMyApplicationStatus(db, request.auth?.user ?? null, page.data) };
    },
    countsByDistrict: async () => ({ data: await countActiveByDistrict(db) }),
    detail: async (request) => {
      const caller = request.auth?.user ?? null;
      const detail = await tuitionDetail(db, request.params.id, caller);
      const [data] = await withMyApplicationStatus(db, caller, [detail.data]);
      return { ...detail, data: data ?? detail.data };
    },
    remove: (request) => deleteTuition(db, request.params.id, clock.now(), actorOf(request)),
  });
};
