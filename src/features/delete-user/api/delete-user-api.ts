import { messageResponseSchema, request } from '@/shared/api';

/** DELETE /api/auth/delete_user/{id}: an admin removes a student or tutor account (admin only). */
export const deleteUser = (userId: string) =>
  request(messageResponseSchema, `/api/auth/delete_user/${encodeURIComponent(userId)}`, { method: 'DELETE' });
