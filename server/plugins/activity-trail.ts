import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { actorOf, logActivity } from '../services/activity-log';
import type { Clock } from '../services/clock';

/**
 * Staff writes whose service appends its own activity line in the action's transaction, with the fields it changed
 * (select, deassign, the ledger, verification, premium, staff accounts).
 */
const LOGGED_BY_THE_SERVICE = new Set([
  'PUT /api/tuitionApply/select/:jobId',
  'PUT /api/tuitionApply/deassign/:jobId',
  'PUT /api/payments/:id/status',
  'DELETE /api/payments/:id',
  'POST /api/payments/:id/ledger',
  'PUT /api/tutors/verify/:id',
  'PUT /api/tutors/:id/premium',
  'POST /api/admin/staff',
  'PUT /api/admin/staff/:id',
  'PUT /api/tuitions/:id',
  'PUT /api/admin/tuitions/:id/close',
  'PUT /api/admin/users/:id/deactivate',
  'PUT /api/admin/users/:id/reactivate',
]);

/** What the other staff writes are called in the log, and the record they act on. */
const NAMES: Record<string, [action: string, recordType: string]> = {
  'POST /api/tuitions/create': ['tuition.create', 'tuition'],
  'PUT /api/tuitions/:id': ['tuition.update', 'tuition'],
  'DELETE /api/tuitions/:id': ['tuition.delete', 'tuition'],
  'DELETE /api/auth/delete_user/:id': ['account.delete', 'account'],
  'PUT /api/auth/change_request_status/:id': ['hire_request.status', 'hire_request'],
  'PUT /api/students/change-request-status/:id': ['request.status', 'request'],
  'PUT /api/students/update-tutor-request/:id': ['request.update', 'request'],
  'POST /api/testimonials/add': ['testimonial.create', 'testimonial'],
  'PUT /api/testimonials/updateDetails/:id': ['testimonial.update', 'testimonial'],
  'DELETE /api/testimonials/delete/:id': ['testimonial.delete', 'testimonial'],
  'POST /api/affiliate/add': ['affiliate.create', 'affiliate'],
  'PUT /api/affiliate/update/:id': ['affiliate.update', 'affiliate'],
  'DELETE /api/affiliate/delete/:id': ['affiliate.delete', 'affiliate'],
};

/**
 * The activity log for the staff writes whose services do not log themselves yet: with a successful answer, one
 * line with the actor, the action, the record's id, the request's status field (request approve/reject) and the IP.
 * Unlike the service-logged actions it is written after the action's transaction (docs/decisions.md).
 */
export function registerActivityTrail(app: FastifyInstance, deps: { db: Database; clock: Clock }): void {
  // onSend: the line is written before the caller reads the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 300) return payload;
    if (request.auth?.user.userType !== 'admin') return payload;
    const key = `${request.method} ${request.routeOptions.url ?? ''}`;
    const named = NAMES[key];
    if (!named || LOGGED_BY_THE_SERVICE.has(key)) return payload;
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const status = typeof body.status === 'string' || typeof body.isCompleted === 'boolean' ? (body.status ?? body.isCompleted) : undefined;
    await logActivity(deps.db, actorOf(request), {
      action: named[0],
      recordType: named[1],
      recordId: params.id ?? null,
      changes: status === undefined ? {} : { status: { before: null, after: status } },
      at: deps.clock.now(),
    }).catch((error: unknown) => request.log.error({ err: error, key }, 'activity log line not written'));
    return payload;
  });
}
