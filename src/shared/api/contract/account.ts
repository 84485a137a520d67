import { z } from 'zod';
import { resetPasswordBodySchema } from './auth';

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
