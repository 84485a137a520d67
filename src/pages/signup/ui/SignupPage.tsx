import { Container, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from './RegisterForm';
import type { RegistrationFlowProps } from '../model/registration-actor';

/** /signup: tutors and guardians/students register with a code sent by SMS and, when they give one, e-mail. */
export function SignupPage({ flow }: { flow?: RegistrationFlowProps }) {
  const { t } = useTranslation('auth');
  return (
    <Container size={520} px="md" py={{ base: 32, sm: 64 }}>
      <title>{t('register.pageTitle')}</title>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <RegisterForm {...flow} />
      </Paper>
    </Container>
  );
}
