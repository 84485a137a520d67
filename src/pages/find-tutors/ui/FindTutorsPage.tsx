import { Button, Container, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber } from '@/shared/lib/format';
import { TutorCard } from '@/entities/tutor';
import { routes, type TutorPageSize } from '@/shared/config';
import { PagedList, type PagerProps } from '@/shared/ui/paged-list';
import { withFilter, type TutorFilterKey, type TutorFilters } from '../lib/tutor-filters';
import { tutorsList } from '../model/tutors-list';
import { TutorFiltersPanel } from './TutorFiltersPanel';
import { TutorPagination } from './TutorPagination';

const RESULTS_ID = 'tutor-results-title';

/** The tutors' pager ("Showing a-b of n Tutors", pages, size); a new page scrolls back to the results' heading. */
function FindTutorsPager({ page, total, size, onChange, onSizeChange }: PagerProps) {
  return (
    <TutorPagination
      page={page}
      size={size as TutorPageSize}
      count={total}
      onPageChange={(next) => {
        onChange(next);
        document.getElementById(RESULTS_ID)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      }}
      onSizeChange={onSizeChange}
    />
  );
}

/** Find tutors (`/premium_tutor`): filters in the URL, searched and paged on the server. */
export function FindTutorsPage() {
  const { t } = useTranslation('board');
  const { query, total, status, changeFilters } = useUnit({
    query: tutorsList.$query,
    total: tutorsList.$total,
    status: tutorsList.$status,
    changeFilters: tutorsList.filtersChanged,
  });
  const filters: TutorFilters = { ...query.filters, page: query.page, size: query.size as TutorPageSize };

  const changeFilter = <K extends TutorFilterKey>(key: K, value: TutorFilters[K]) => {
    const { page: _page, size: _size, ...next } = withFilter(filters, key, value);
    changeFilters(next);
  };
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <title>{t('findTutors.pageTitle')}</title>
      <Title order={1} mb="lg" fz={{ base: 28, sm: 36 }}>
        {t('findTutors.title')}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <TutorFiltersPanel filters={filters} onChange={changeFilter} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <section aria-labelledby={RESULTS_ID} aria-busy={status === 'loading'}>
            <Title order={2} id={RESULTS_ID} fz="h4" mb="sm">
              {t('findTutors.results')}
            </Title>
            <PagedList
              model={tutorsList}
              loadingLabel={t('findTutors.loading')}
              errorTitle={t('findTutors.failed')}
              empty={
                <Paper withBorder p="xl" radius="md" ta="center">
                  <Stack align="center" gap="xs">
                    <IconUserSearch size={40} aria-hidden />
                    <Title order={3} fz="lg">
                      {t('findTutors.empty')}
                    </Title>
                    <Text c="dimmed">{t('findTutors.emptyHint')}</Text>
                    <Button component={Link} to={routes.findTutors} variant="light" mt="sm">
                      {t('findTutors.reset')}
                    </Button>
                  </Stack>
                </Paper>
              }
              pager={FindTutorsPager}
              alwaysPaged
            >
              {(tutors) => (
                <Stack gap="lg">
                  <Text fw={500} aria-live="polite">
                    {t('findTutors.count', { count: total, number: formatNumber(total) })}
                  </Text>
                  <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
                    {tutors.map((tutor) => (
                      <TutorCard key={tutor._id} tutor={tutor} />
                    ))}
                  </SimpleGrid>
                </Stack>
              )}
            </PagedList>
          </section>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
