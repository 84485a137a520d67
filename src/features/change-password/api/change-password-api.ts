import { messageResponseSchema, request, type ChangePasswordBody } from '@/shared/api';

export const changePasswordApi = {
  change: (body: ChangePasswordBody) =>
    request(messageResponseSchema, '/api/auth/change-password', { method: 'PUT', body }),
};
