import { Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShield } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { User } from '@/entities/user';
import { routes } from '@/shared/config';
import { formatDate } from '@/shared/lib/format';
import { contactRows, InfoCard } from './InfoCard';

/** An admin's own dashboard (admin spec: "Admin view of the personal dashboard"). */
export function AdminDashboard({ user }: { user: User }) {
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0}>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              Admin Dashboard
            </Title>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Admin ID: {user._id}
            </Text>
          </Stack>
          <Badge size="lg" tt="none" color="brand">
            Administrator
          </Badge>
        </Group>
        <Button component={Link} to={routes.admin} mt="md" leftSection={<IconShield size={18} aria-hidden="true" />}>
          Open the Admin Area
        </Button>
      </Paper>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <InfoCard
            title="Admin Info"
            rows={contactRows(user)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="md" h="100%">
            <InfoCard title="Account Status">
              <Badge size="lg" tt="none" color="green" variant="light" c="green.9">
                Active
              </Badge>
            </InfoCard>
            <InfoCard title="Member Since">
              <Text>{formatDate(user.createdAt, 'N/A')}</Text>
            </InfoCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
