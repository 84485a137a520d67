import { Alert, Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminLoginValues } from '@machines/admin-login';
import { ADMIN_LOGIN_MESSAGES } from '@machines/admin-login';
import { translateMessage } from '@/shared/i18n';
import { SignInFields } from '@/shared/ui/sign-in-fields';
import type { AdminLoginSnapshot } from '../model/admin-login-actor';

export interface AdminLoginFormViewProps {
  snapshot: AdminLoginSnapshot;
  onSubmit: (values: AdminLoginValues) => void;
  /** What the fields hold at first (stories). */
  initialValues?: Partial<AdminLoginValues>;
}

/** The admin login form, drawn from the admin login machine's state. */
/** The machine's own sentences (English, the spec's) and their keys in the admin catalogue. */
const MACHINE_MESSAGE_KEYS = new Map<string, string>(
  Object.entries(ADMIN_LOGIN_MESSAGES).map(([key, english]) => [english, `login.messages.${key}`]),
);

export function AdminLoginFormView({ snapshot, onSubmit, initialValues }: AdminLoginFormViewProps) {
  const [values, setValues] = useState<AdminLoginValues>({
    emailOrPhone: '',
    password: '',
    rememberMe: false,
    ...initialValues,
  });
  const { t } = useTranslation('admin');
  const busy = snapshot.hasTag('loading');
  const succeeded = snapshot.hasTag('success');
  const { error } = snapshot.context;

  const change = (patch: Partial<AdminLoginValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    // The machine checks the fields, so its message is what the admin sees (not the browser's bubble).
    <form onSubmit={submit} noValidate aria-busy={busy} aria-label={t('login.formLabel')}>
      <Stack gap="md">
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            {MACHINE_MESSAGE_KEYS.has(error) ? t(MACHINE_MESSAGE_KEYS.get(error)!) : translateMessage(error)}
          </Alert>
        )}
        {succeeded && (
          <Alert color="green" variant="light" role="status">
            {t('login.messages.success')}
          </Alert>
        )}
        <SignInFields
          values={values}
          onChange={change}
          identifierLabel={t('login.email')}
          identifierType="email"
          forgotPasswordLabel={t('login.forgotPassword')}
        />
        <Button type="submit" fullWidth size="md" disabled={busy || succeeded}>
          {busy ? t('login.loggingIn') : t('login.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
