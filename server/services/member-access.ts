import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { authenticated, ownAccountMessage } from '../plugins/auth';
import type { Executor } from '../db/database';
import { findUserById, type UserType } from './users';
import { isUuid } from './tuitions';

export const accessMessages = {
  notYours: ownAccountMessage,
  userNotFound: 'User not found',
};

/**
 * The signed-in user when `:id` is their own account and they have the role; 403 otherwise. The id in
 * the path only names the account: who is calling always comes from the bearer token.
 */
export function ownAccount(request: FastifyRequest, id: string, role: UserType): UserRow {
  const { user } = authenticated(request);
  if (user.id !== id || user.userType !== role) throw forbidden(accessMessages.notYours);
  return user;
}

/**
 * For reads an admin may also make: the account `:id` (it must have the role, else 404) when the caller
 * is that account or an admin; 403 for anyone else.
 */
export async function ownOrAdminRead(db: Executor, request: FastifyRequest, id: string, role: UserType): Promise<UserRow> {
  const { user } = authenticated(request);
  if (user.userType !== 'admin') return ownAccount(request, id, role);
  const target = isUuid(id) ? await findUserById(db, id) : undefined;
  if (!target || target.userType !== role) throw notFound(accessMessages.userNotFound);
  return target;
}
