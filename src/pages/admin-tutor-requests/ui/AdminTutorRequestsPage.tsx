import { Badge, Center, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { HireRequestFilter } from '@/shared/api';
import { LoadError } from '@/shared/ui/load-error';
import { LabelledPagination } from '@/shared/ui/labelled-pagination';
import { emptyTexts, HIRE_REQUEST_TABS } from '../config/tabs';
import {
  $counts,
  $filter,
  $loadError,
  $loaded,
  $page,
  $pages,
  $requests,
  $toggling,
  $total,
  filterChanged,
  hireRequestsOpened,
  pageChanged,
  retried,
  toggleRequested,
} from '../model/hire-requests';
import { HireRequestCard } from './HireRequestCard';

/** /admin/tutor-requests: the public Hire a Tutor requests, tabs All / Pending / Completed, a toggle per card. */
export function AdminTutorRequestsPage() {
  const { requests, counts, total, filter, page, pages, loaded, error, toggling, opened, changeFilter, changePage, retry, toggle } =
    useUnit({
      requests: $requests,
      counts: $counts,
      total: $total,
      filter: $filter,
      page: $page,
      pages: $pages,
      loaded: $loaded,
      error: $loadError,
      toggling: $toggling,
      opened: hireRequestsOpened,
      changeFilter: filterChanged,
      changePage: pageChanged,
      retry: retried,
      toggle: toggleRequested,
    });
  useEffect(() => {
    opened();
  }, [opened]);

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
          Total: {loaded && !error ? total : '-'}
        </Text>
      </Group>

      <Tabs value={filter} onChange={(value) => value && value !== filter && changeFilter(value as HireRequestFilter)} keepMounted={false}>
        <Tabs.List>
          {HIRE_REQUEST_TABS.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              rightSection={
                (loaded || counts.all > 0) && (
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

      {!loaded ? (
        <Center py="xl">
          <Loader aria-label="Loading tutor requests" />
        </Center>
      ) : error ? (
        <LoadError message={error} onRetry={retry} />
      ) : requests.length === 0 ? (
        <Stack gap={4} align="center" py="xl">
          <Title order={2} fz="lg">
            {empty.heading}
          </Title>
          <Text c="dimmed">{empty.line}</Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {requests.map((request) => (
            <HireRequestCard key={request._id} request={request} busy={toggling.includes(request._id)} onToggle={toggle} />
          ))}
        </SimpleGrid>
      )}

      {loaded && !error && pages > 1 && (
        <Group justify="center">
          <LabelledPagination
            total={pages}
            value={page}
            onChange={(next) => next !== page && changePage(next)}
          />
        </Group>
      )}
    </Stack>
  );
}
