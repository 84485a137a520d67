import { Anchor, Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AdminLoginForm } from '@/features/admin-login';
import { routes } from '@/shared/config';
import { Logo } from '@/shared/ui/logo';

/** /admin/login: staff sign in to the admin control panel. */
export function AdminLoginPage() {
  return (
    <Container size={460} px="md" py={{ base: 32, sm: 64 }}>
      <title>Admin Login | Shikhon</title>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xs" mb="lg" align="center" ta="center">
          <Center>
            <Logo />
          </Center>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Admin Dashboard Login
          </Title>
          <Text c="dimmed" size="sm">
            Access the admin control panel to manage tutors, students, and tuition jobs
          </Text>
        </Stack>
        <AdminLoginForm />
        <Text ta="center" size="sm" mt="lg">
          Not an administrator?{' '}
          <Anchor component={Link} to={routes.home}>
            Return to main site
          </Anchor>
        </Text>
      </Paper>
    </Container>
  );
}
