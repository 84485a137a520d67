import { Alert, Button, Container, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconUserSearch } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { $tutors, $tutorsCount, $tutorsError, $tutorsStatus, TutorCard, tutorsRequested } from '@/entities/tutor';
import { routes, type TutorPageSize } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';
import {
  filtersFromSearch,
  pageCountOf,
  queryFromFilters,
  searchFromFilters,
  withFilter,
  withPage,
  withPageSize,
  type TutorFilterKey,
  type TutorFilters,
} from '../lib/tutor-filters';
import { TutorFiltersPanel } from './TutorFiltersPanel';
import { TutorPagination } from './TutorPagination';

const countLine = (count: number) =>
  count === 1 ? '1 tutor matches your filters' : `${count} tutors match your filters`;

/** Find tutors (`/premium_tutor`): filters in the URL, searched and paged on the server. */
export function FindTutorsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  // The canonical query string: the list is fetched again only when the filters really change.
  const searchKey = searchFromFilters(filters).toString();
  const { tutors, count, status, error, request } = useUnit({
    tutors: $tutors,
    count: $tutorsCount,
    status: $tutorsStatus,
    error: $tutorsError,
    request: tutorsRequested,
  });
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const search = useCallback(() => {
    request(queryFromFilters(filtersFromSearch(new URLSearchParams(searchKey))));
  }, [request, searchKey]);

  // Before paint, so results of the old filters never show under the new page numbers.
  useLayoutEffect(() => search(), [search]);

  const go = useCallback(
    (next: TutorFilters, options?: { replace?: boolean }) => setSearchParams(searchFromFilters(next), options),
    [setSearchParams],
  );

  // A page past the end (an old link, a filter that now matches fewer) goes to the last page.
  const lastPage = pageCountOf(count, filters.size);
  useEffect(() => {
    if (status === 'ready' && count > 0 && filters.page > lastPage) go(withPage(filters, lastPage), { replace: true });
  }, [status, count, filters, lastPage, go]);

  const changeFilter = <K extends TutorFilterKey>(key: K, value: TutorFilters[K]) => go(withFilter(filters, key, value));
  const changePage = (page: number) => {
    go(withPage(filters, page));
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const changeSize = (size: TutorPageSize) => go(withPageSize(filters, size));

  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <title>Find the Perfect Tutor | Shikhon</title>
      <Title order={1} mb="lg" fz={{ base: 28, sm: 36 }}>
        Find the Perfect Tutor
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <TutorFiltersPanel filters={filters} onChange={changeFilter} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <section aria-labelledby="tutor-results-title" aria-busy={status === 'loading'}>
            <Title order={2} id="tutor-results-title" ref={resultsRef} fz="h4" mb="sm">
              Tutors
            </Title>
            {status === 'error' ? (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Error: Failed to fetch tutors" role="alert">
                <Stack gap="sm" align="flex-start">
                  {error && error !== 'Failed to fetch tutors' && <Text size="sm">{error}</Text>}
                  <Button variant="light" color="red" onClick={search}>
                    Try Again
                  </Button>
                </Stack>
              </Alert>
            ) : status !== 'ready' ? (
              <PageSpinner label="Loading tutors" />
            ) : count === 0 ? (
              <Paper withBorder p="xl" radius="md" ta="center">
                <Stack align="center" gap="xs">
                  <IconUserSearch size={40} aria-hidden />
                  <Title order={3} fz="lg">
                    No tutors match your filters
                  </Title>
                  <Text c="dimmed">Try changing your filter criteria or reset filters</Text>
                  <Button component={Link} to={routes.findTutors} variant="light" mt="sm">
                    Reset Filters
                  </Button>
                </Stack>
              </Paper>
            ) : (
              <Stack gap="lg">
                <Text fw={500} aria-live="polite">
                  {countLine(count)}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
                  {tutors.map((tutor) => (
                    <TutorCard key={tutor._id} tutor={tutor} />
                  ))}
                </SimpleGrid>
                <TutorPagination
                  page={filters.page}
                  size={filters.size}
                  count={count}
                  onPageChange={changePage}
                  onSizeChange={changeSize}
                />
              </Stack>
            )}
          </section>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
