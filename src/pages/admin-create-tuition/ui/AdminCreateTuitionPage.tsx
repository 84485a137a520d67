import { Card, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { CreateTuitionForm } from '@/features/create-tuition';
import { routes } from '@/shared/config';

/** /admin/create-tuition: the admin posts a job; on 201 the form resets and the dashboard opens. */
export function AdminCreateTuitionPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <title>Create New Tuition | Shikhon Admin</title>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Create New Tuition
        </Title>
        <Text c="dimmed">Post a tuition job directly; it goes live on the tuition board at once.</Text>
      </div>
      <Card withBorder radius="md" padding="lg">
        <CreateTuitionForm onCreated={() => navigate(routes.admin)} />
      </Card>
    </Stack>
  );
}
