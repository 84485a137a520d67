import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';

export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <title>Page not found | Shikhon</title>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="brand.7" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to={routes.home}>
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
