import { Button, Container, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber } from '@/shared/lib/format';
import { TutorCard } from '@/entities/tutor';
import { routes, type TutorPageSize } from '@/shared/config';
import { FillPager, ListBody, type PagerProps } from '@/shared/ui/paged-list';
import { withFilter, type TutorFilterKey, type TutorFilters } from '../lib/tutor-filters';
import { tutorsList } from '../model/tutors-list';
import { TutorFiltersPanel } from './TutorFiltersPanel';

const RESULTS_ID = 'tutor-results-title';

/** The tutors' pager (pages and size); a new page scrolls back to the results' heading. */
function FindTutorsPager(props: PagerProps) {
  const { t } = useTranslation('board');
  const labels = { previous: t('findTutors.previous'), next: t('findTutors.next'), pages: t('findTutors.pages'), perPage: t('findTutors.perPage') };
  return (
    <FillPager
      {...props}
      labels={{ ...labels, page: (page) => t('findTutors.page', { page }) }}
      onChange={(next) => {
        props.onChange(next);
        document.getElementById(RESULTS_ID)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      }}
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
            <ListBody
              model={tutorsList}
              loadingLabel={t('findTutors.loading')}
              errorTitle={t('findTutors.failed')}
              empty={{
                icon: <IconUserSearch size={40} aria-hidden />,
                title: t('findTutors.empty'),
                text: t('findTutors.emptyHint'),
                order: 3,
                framed: true,
                action: (
                  <Button component={Link} to={routes.findTutors} variant="light" mt="sm">
                    {t('findTutors.reset')}
                  </Button>
                ),
              }}
              summary={({ from, to, total }) => (
                <Text size="sm" aria-live="polite">
                  {t('findTutors.showing', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
                </Text>
              )}
              pager={FindTutorsPager}
              alwaysPaged
              items={(tutors) => (
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
            />
          </section>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
