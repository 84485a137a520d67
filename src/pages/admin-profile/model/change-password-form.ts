import { z } from 'zod';
import { changePasswordBodySchema } from '@/shared/api';

export const CHANGE_PASSWORD_TEXTS = {
  missing: 'Please fill in all fields',
  mismatch: 'Passwords do not match!',
} as const;

export const EMPTY_PASSWORD_CHANGE = { currentPassword: '', newPassword: '', confirmPassword: '' };
export type PasswordChangeFields = typeof EMPTY_PASSWORD_CHANGE;

/** The form's own checks (every field, the confirmation), then the contract's body schema. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, CHANGE_PASSWORD_TEXTS.missing),
    newPassword: z.string().min(1, CHANGE_PASSWORD_TEXTS.missing),
    confirmPassword: z.string().min(1, CHANGE_PASSWORD_TEXTS.missing),
  })
  .refine((fields) => fields.newPassword === fields.confirmPassword, {
    message: CHANGE_PASSWORD_TEXTS.mismatch,
    path: ['confirmPassword'],
  })
  .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword }))
  .pipe(changePasswordBodySchema);

/** The form shows one message at a time, in the order of the fields. */
export function firstPasswordChangeError(errors: Partial<Record<string, unknown>>): string | null {
  const message = (['currentPassword', 'newPassword', 'confirmPassword'] as const)
    .map((name) => errors[name])
    .find((error) => typeof error === 'string');
  return typeof message === 'string' ? message : null;
}
