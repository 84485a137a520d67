import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminLoginValues } from '@machines/admin-login';
import { ADMIN_LOGIN_MESSAGES } from '@machines/admin-login';
import { translateMessage } from '@/shared/i18n';
import { EMPTY_SIGN_IN, SignInFields, SignInForm, useSignInForm } from '@/shared/ui/sign-in-fields';
import type { AdminLoginSnapshot } from '../model/admin-login-actor';

export interface AdminLoginFormViewProps {
  snapshot: AdminLoginSnapshot;
  onSubmit: (values: AdminLoginValues) => void;
  /** What the fields hold at first (stories). */
  initialValues?: Partial<AdminLoginValues>;
}

/** The machine's own sentences (English, the spec's) and their keys in the admin catalogue. */
const MACHINE_MESSAGE_KEYS = new Map<string, string>(
  Object.entries(ADMIN_LOGIN_MESSAGES).map(([key, english]) => [english, `login.messages.${key}`]),
);

/** The admin login form, drawn from the admin login machine's state. */
export function AdminLoginFormView({ snapshot, onSubmit, initialValues }: AdminLoginFormViewProps) {
  const { t } = useTranslation('admin');
  const { values, change, succeeded, frame } = useSignInForm<AdminLoginValues>({ ...EMPTY_SIGN_IN, ...initialValues }, onSubmit, snapshot);
  const { error } = snapshot.context;

  return (
    <SignInForm {...frame} label={t('login.formLabel')} busyLabel={t('login.loggingIn')} submitLabel={t('login.signIn')}>
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
    </SignInForm>
  );
}
