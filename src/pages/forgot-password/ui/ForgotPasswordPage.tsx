import { Container, Paper } from '@mantine/core';
import { ResetPasswordForm } from '@/features/reset-password';

/** /forgot-password: e-mail, OTP, new password, then back to /login. */
export function ForgotPasswordPage() {
  return (
    <Container size={480} px="md" py={{ base: 32, sm: 64 }}>
      <title>Reset Password | Shikhon</title>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <ResetPasswordForm />
      </Paper>
    </Container>
  );
}
