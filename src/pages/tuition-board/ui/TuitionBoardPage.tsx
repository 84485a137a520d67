import { Button, Collapse, Container, Grid, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  $boardError,
  $filters,
  $status,
  $total,
  $tuitions,
  ALL,
  boardOpened,
  boardRetried,
  filtersChanged,
  pageChanged,
  pageSizeChanged,
} from '@/entities/tuition';
import { BoardFilters } from './BoardFilters';
import { BoardResults } from './BoardResults';

/** Mantine's `md` breakpoint: below it the filters fold into a block above the list. */
const WIDE_SCREEN = '(min-width: 62em)';

/** The Tuition Board (`/tution_list`, `/tuition_list`): active jobs with filters and pages. */
export function TuitionBoardPage() {
  const { t } = useTranslation('board');
  const [searchParams, setSearchParams] = useSearchParams();
  const districtParam = searchParams.get('district');
  const units = useUnit({
    filters: $filters,
    tuitions: $tuitions,
    total: $total,
    status: $status,
    error: $boardError,
    opened: boardOpened,
    changed: filtersChanged,
    paged: pageChanged,
    resized: pageSizeChanged,
    retried: boardRetried,
  });
  const { opened } = units;
  // The server renders the board for a phone (narrow: filters behind their button); the browser hydrates that same
  // first render and only then reads the screen's width, so a wide screen opens the panel after hydration instead
  // of React throwing the server's HTML away (hydration error #418).
  const isWide = useMediaQuery(WIDE_SCREEN, false, { getInitialValueInEffect: true });
  const [filtersOpen, { toggle: toggleFilters }] = useDisclosure(false);
  const filtersId = useId();

  useEffect(() => {
    opened({ district: districtParam });
  }, [districtParam, opened]);

  // The address keeps the district, so a shared or reloaded link shows the same jobs.
  const selectDistrict = (district: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (district === ALL) next.delete('district');
        else next.set('district', district);
        return next;
      },
      { replace: true },
    );
  };

  const changePage = (page: number) => {
    units.paged(page);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <title>{t('board.pageTitle')}</title>
      <Stack gap="lg">
        <Title order={1}>{t('board.title')}</Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Paper withBorder p="md" radius="md" component="aside" aria-label={t('filters.title')}>
              {isWide ? (
                <Title order={2} fz="h4" mb="md">
                  {t('filters.title')}
                </Title>
              ) : (
                // The disclosure button is the Filters heading on a phone too, so the job cards' headings follow an h2
                // (axe heading-order).
                <Title order={2} m={0}>
                  <Button
                    variant="subtle"
                    fullWidth
                    justify="space-between"
                    leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
                    rightSection={
                      <IconChevronDown
                        size={18}
                        aria-hidden="true"
                        style={{ transform: filtersOpen ? 'rotate(180deg)' : undefined }}
                      />
                    }
                    aria-expanded={filtersOpen}
                    aria-controls={filtersId}
                    onClick={toggleFilters}
                  >
                    {t('filters.title')}
                  </Button>
                </Title>
              )}
              <Collapse expanded={isWide || filtersOpen} id={filtersId} keepMountedMode="display-none">
                <div style={{ paddingTop: isWide ? 0 : 'var(--mantine-spacing-md)' }}>
                  <BoardFilters values={units.filters} onChange={units.changed} onDistrictChange={selectDistrict} />
                </div>
              </Collapse>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <BoardResults
              status={units.status}
              tuitions={units.tuitions}
              total={units.total}
              page={units.filters.page}
              limit={units.filters.limit}
              error={units.error}
              onPageChange={changePage}
              onPageSizeChange={units.resized}
              onRetry={units.retried}
            />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
