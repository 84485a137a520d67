import { Badge, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { HireRequestFilter } from '@/shared/api';
import { PagedList } from '@/shared/ui/paged-list';
import { localDigits } from '@/shared/lib/format';
import { HIRE_REQUEST_TABS } from '../config/tabs';
import { $counts, $toggling, hireRequestsList, toggleRequested } from '../model/hire-requests';
import { HireRequestCard } from './HireRequestCard';

/** /admin/tutor-requests: the public Hire a Tutor requests, tabs All / Pending / Completed, a toggle per card. */
export function AdminTutorRequestsPage() {
  const { t } = useTranslation('admin');
  const { counts, query, status, toggling, changeFilters, toggle } = useUnit({
    counts: $counts,
    query: hireRequestsList.$query,
    status: hireRequestsList.$status,
    toggling: $toggling,
    changeFilters: hireRequestsList.filtersChanged,
    toggle: toggleRequested,
  });
  const filter = query.filters.status;

  return (
    <Stack gap="lg">
      <title>{t('tutorRequests.pageTitle')}</title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('tutorRequests.title')}
          </Title>
          <Text c="dimmed">{t('tutorRequests.intro')}</Text>
        </div>
        <Text fw={600} aria-live="polite">
          {t('tutorRequests.total', { total: status === 'ready' && counts ? localDigits(String(counts[filter])) : '-' })}
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
                    {localDigits(String(counts[tab.value]))}
                  </Badge>
                )
              }
            >
              {t(`tutorRequests.tabs.${tab.value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <PagedList
        model={hireRequestsList}
        loadingLabel={t('tutorRequests.loading')}
        empty={
          <Stack gap={4} align="center" py="xl">
            <Title order={2} fz="lg">
              {t(`tutorRequests.empty.heading.${filter}`)}
            </Title>
            <Text c="dimmed">{t(`tutorRequests.empty.line.${filter}`)}</Text>
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
