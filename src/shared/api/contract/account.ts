import { z } from 'zod';
import { resetPasswordBodySchema } from './auth';
import { messageResponseSchema } from './common';
import { defineRoute, errorResponses } from './define-route';

export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'Your current password is incorrect.',
  samePassword: 'The new password must differ from the current one.',
  passwordChanged: 'Password changed successfully',
} as const;

// PUT /api/auth/change-password: the new password follows the same rule as a reset.
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(128),
    newPassword: resetPasswordBodySchema.shape.newPassword,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: ACCOUNT_MESSAGES.samePassword,
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** The signed-in user's own account: the password change of /admin/profile (any role may use it). */
export const accountContract = {
  changePassword: defineRoute({
    method: 'PUT',
    path: '/api/auth/change-password',
    access: 'member',
    body: changePasswordBodySchema,
    responses: { 200: messageResponseSchema, ...errorResponses(400, 401, 429) },
    tags: ['auth'],
    summary: 'Change your own password; ends every other session of the account',
    messages: ACCOUNT_MESSAGES,
  }),
};
