import { authApi } from '@/shared/api';

/** A member's record by id (GET /api/auth/get_all_users/{id}); the server allows the owner and admins. */
export const userApi = {
  get: (id: string) => authApi.getUser(id),
};
