import { Container, Paper, Text, Title } from '@mantine/core';
import { LoginForm } from '@/features/login';

/** /login: members sign in as a tutor or a guardian/student. */
export function LoginPage() {
  return (
    <Container size={480} px="md" py={{ base: 32, sm: 64 }}>
      <title>Login | Shikhon</title>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Login
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          Welcome back. Log in to manage your tuitions.
        </Text>
        <LoginForm />
      </Paper>
    </Container>
  );
}
