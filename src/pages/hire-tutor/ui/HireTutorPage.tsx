import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { HireTutorForm } from '@/features/hire-tutor';

/** Hire a Tutor (`/request_for_tutor`), open to everyone. */
export function HireTutorPage() {
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <title>Hire a Tutor | Shikhon</title>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            Are you searching for a Tutor?
          </Title>
          <Text c="dimmed">
            Tell us what the student needs. We handpick tutors who fit, send you their CVs, and you choose one.
          </Text>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <HireTutorForm />
        </Paper>
      </Stack>
    </Container>
  );
}
