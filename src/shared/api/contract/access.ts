// The access levels a route of the contract may declare, and the pure checks both sides make with them.

import type { StaffRole } from '../../config/catalogue';

/** The user types each access level lets in; `null` lets in everyone, guests included. */
export const ACCESS_LEVELS = {
  /** Anyone; a token, if sent, is ignored. */
  public: null,
  /** Anyone; a valid token makes the caller known (guests get the guest's answer). */
  optional: null,
  /** Any signed-in member or staff. */
  member: ['student', 'tutor', 'admin'],
  /** Guardians/students. */
  student: ['student'],
  tutor: ['tutor'],
  /** Staff (the admin area). */
  admin: ['admin'],
  /** A student's own data, or staff. */
  studentOrAdmin: ['student', 'admin'],
  /** A tutor's own data, or staff. */
  tutorOrAdmin: ['tutor', 'admin'],
} as const satisfies Record<string, readonly ('student' | 'tutor' | 'admin')[] | null>;

export type AccessLevel = keyof typeof ACCESS_LEVELS;

export interface RouteAccess {
  access: AccessLevel;
  /** `:id` names the caller's own account: another member of the same type gets 403 or 404. */
  owner?: true;
  /** The 403 message for another member's id, where the route has its own words. */
  ownerMessage?: string;
  /**
   * Staff roles let in besides the owner (who may call every route). Every `admin` route names them; an `admin` route
   * without `roles` is the owner's alone.
   */
  roles?: readonly StaffRole[];
}

/** Every role but the owner: routes every staff member needs (the dashboard, the shared notifications). */
export const ALL_STAFF = ['matcher', 'verifier', 'finance', 'content'] as const satisfies readonly StaffRole[];

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${RouteMethod} /${string}`;

/**
 * Whether a staff member with this role may call a route of this entry: the owner always; on an `admin` route the
 * roles it names; on the other levels every staff member the level admits.
 */
export function roleAllows(entry: RouteAccess, role: StaffRole | null): boolean {
  if (role === 'owner') return true;
  if (entry.access !== 'admin') return true;
  return role !== null && (entry.roles ?? []).includes(role);
}

/** Whether a level lets in a signed-in user of this type (guests: pass null). */
export function accessAllows(level: AccessLevel, userType: 'student' | 'tutor' | 'admin' | null): boolean {
  const allowed: readonly string[] | null = ACCESS_LEVELS[level];
  if (allowed === null) return true;
  return userType !== null && allowed.includes(userType);
}

/** Whether a level needs a signed-in caller (the OpenAPI document's `security`). */
export function needsLogin(level: AccessLevel): boolean {
  return ACCESS_LEVELS[level] !== null;
}
