import { Container, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from './ResetPasswordForm';
import type { PasswordResetFlowProps } from '../model/password-reset-actor';

/** /forgot-password: e-mail, OTP, new password, then back to /login. */
export function ForgotPasswordPage({ flow }: { flow?: PasswordResetFlowProps }) {
  const { t } = useTranslation('auth');
  return (
    <Container size={480} px="md" py={{ base: 32, sm: 64 }}>
      <title>{t('reset.pageTitle')}</title>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <ResetPasswordForm {...flow} />
      </Paper>
    </Container>
  );
}
