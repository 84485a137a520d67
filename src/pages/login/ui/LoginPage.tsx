import { Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './LoginForm';
import type { LoginFlowProps } from '../model/login-actor';

/** /login: members sign in as a tutor or a guardian/student. */
export function LoginPage({ flow }: { flow?: LoginFlowProps }) {
  const { t } = useTranslation('auth');
  return (
    <Container size={480} px="md" py={{ base: 32, sm: 64 }}>
      <title>{t('login.pageTitle')}</title>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('login.heading')}
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          {t('login.intro')}
        </Text>
        <LoginForm {...flow} />
      </Paper>
    </Container>
  );
}
