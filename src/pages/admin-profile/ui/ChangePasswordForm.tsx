import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
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
import {
  changePasswordFormSchema,
  EMPTY_PASSWORD_CHANGE,
  firstPasswordChangeError,
  type PasswordChangeFields,
} from '../model/change-password-form';

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
  const form = useForm<PasswordChangeFields>({
    initialValues: EMPTY_PASSWORD_CHANGE,
    validate: zod4Resolver(changePasswordFormSchema, { errorPriority: 'first' }),
    // The banner keeps its message until the next submit, as before.
    clearInputErrorOnChange: false,
  });
  const { reset: clearFields } = form;
  // A success clears the fields.
  useEffect(() => {
    if (changes > 0) clearFields();
  }, [changes, clearFields]);
  // A message from an earlier visit must not greet the next one.
  useEffect(() => reset, [reset]);

  const submit = form.onSubmit((fields) => {
    submitted(changePasswordBodySchema.parse(fields));
  });
  // The messages show in the banner above, not under each field.
  const input = (name: keyof PasswordChangeFields) => ({ ...form.getInputProps(name), error: undefined });
  const inputs = { current: input('currentPassword'), next: input('newPassword'), confirm: input('confirmPassword') };

  const error = firstPasswordChangeError(form.errors) ?? serverError;
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
          {...inputs.current}
        />
        <PasswordInput
          label={t('changePassword.new')}
          description={t('register.passwordHint')}
          required
          autoComplete="new-password"
          visibilityToggleFocusable
          {...inputs.next}
        />
        <PasswordInput
          label={t('changePassword.confirm')}
          required
          autoComplete="new-password"
          visibilityToggleFocusable
          {...inputs.confirm}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
