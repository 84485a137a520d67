import { messageResponseSchema, request } from '@/shared/api';

/** PUT /api/admin/users/{id}/deactivate | reactivate (owner): no login and sessions revoked, or back in. */
export const setMemberAccess = (userId: string, deactivate: boolean) =>
  request(messageResponseSchema, `/api/admin/users/${encodeURIComponent(userId)}/${deactivate ? 'deactivate' : 'reactivate'}`, {
    method: 'PUT',
  });
