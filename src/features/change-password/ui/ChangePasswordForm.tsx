import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordBodySchema } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import {
  $changePasswordError,
  $changingPassword,
  $passwordChanges,
  passwordChangeReset,
  passwordChangeSubmitted,
} from '../model/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Fields = typeof EMPTY;

export const CHANGE_PASSWORD_TEXTS = {
  missing: 'Please fill in all fields',
  mismatch: 'Passwords do not match!',
} as const;

/** The signed-in user's password change: current, new and confirmation. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const { busy, serverError, changes, submitted, reset } = useUnit({
    busy: $changingPassword,
    serverError: $changePasswordError,
    changes: $passwordChanges,
    submitted: passwordChangeSubmitted,
    reset: passwordChangeReset,
  });
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [seenChanges, setSeenChanges] = useState(changes);

  // A success clears the fields (React's "adjust state while rendering" instead of an effect).
  if (changes !== seenChanges) {
    setSeenChanges(changes);
    setFields(EMPTY);
  }
  // A message from an earlier visit must not greet the next one.
  useEffect(() => reset, [reset]);

  const set = (key: keyof Fields, value: string) => setFields((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = fields;
    if (!currentPassword || !newPassword || !confirmPassword) return setFormError(CHANGE_PASSWORD_TEXTS.missing);
    if (newPassword !== confirmPassword) return setFormError(CHANGE_PASSWORD_TEXTS.mismatch);
    const parsed = changePasswordBodySchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) return setFormError(parsed.error.issues[0]?.message ?? CHANGE_PASSWORD_TEXTS.missing);
    setFormError(null);
    submitted(parsed.data);
  };

  const error = formError ?? serverError;
  return (
    <form onSubmit={submit} noValidate aria-label={t('changePassword.formLabel')} aria-busy={busy}>
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(error)}
          </Alert>
        )}
        <PasswordInput
          label={t('changePassword.current')}
          required
          autoComplete="current-password"
          visibilityToggleFocusable
          value={fields.currentPassword}
          onChange={(event) => set('currentPassword', event.currentTarget.value)}
        />
        <PasswordInput
          label={t('changePassword.new')}
          description={t('register.passwordHint')}
          required
          autoComplete="new-password"
          visibilityToggleFocusable
          value={fields.newPassword}
          onChange={(event) => set('newPassword', event.currentTarget.value)}
        />
        <PasswordInput
          label={t('changePassword.confirm')}
          required
          autoComplete="new-password"
          visibilityToggleFocusable
          value={fields.confirmPassword}
          onChange={(event) => set('confirmPassword', event.currentTarget.value)}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
