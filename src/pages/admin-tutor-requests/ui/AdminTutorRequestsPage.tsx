import { Badge, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { HireRequestFilter } from '@/shared/api';
import { PagedList } from '@/shared/ui/paged-list';
import { emptyTexts, HIRE_REQUEST_TABS } from '../config/tabs';
import { $counts, $toggling, hireRequestsList, toggleRequested } from '../model/hire-requests';
import { HireRequestCard } from './HireRequestCard';

/** /admin/tutor-requests: the public Hire a Tutor requests, tabs All / Pending / Completed, a toggle per card. */
export function AdminTutorRequestsPage() {
  const { counts, query, status, toggling, changeFilters, toggle } = useUnit({
    counts: $counts,
    query: hireRequestsList.$query,
    status: hireRequestsList.$status,
    toggling: $toggling,
    changeFilters: hireRequestsList.filtersChanged,
    toggle: toggleRequested,
  });
  const filter = query.filters.status;
  const empty = emptyTexts(filter);

  return (
    <Stack gap="lg">
      <title>Tutor Requests | Shikhon Admin</title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Tutor Requests
          </Title>
          <Text c="dimmed">Requests from the Hire a Tutor form, newest first</Text>
        </div>
        <Text fw={600} aria-live="polite">
          Total: {status === 'ready' && counts ? counts[filter] : '-'}
        </Text>
      </Group>

      <Tabs value={filter} onChange={(value) => value && changeFilters({ status: value as HireRequestFilter })} keepMounted={false}>
        <Tabs.List>
          {HIRE_REQUEST_TABS.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              rightSection={
                counts && (
                  <Badge size="sm" variant="light" color="gray" aria-hidden="true">
                    {counts[tab.value]}
                  </Badge>
                )
              }
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <PagedList
        model={hireRequestsList}
        loadingLabel="Loading tutor requests"
        empty={
          <Stack gap={4} align="center" py="xl">
            <Title order={2} fz="lg">
              {empty.heading}
            </Title>
            <Text c="dimmed">{empty.line}</Text>
          </Stack>
        }
      >
        {(requests) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {requests.map((request) => (
              <HireRequestCard key={request._id} request={request} busy={toggling.includes(request._id)} onToggle={toggle} />
            ))}
          </SimpleGrid>
        )}
      </PagedList>
    </Stack>
  );
}
