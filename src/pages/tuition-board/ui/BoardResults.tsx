import { Alert, Button, Center, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { pageCount, TuitionCard, type BoardStatus, type PublicTuition } from '@/entities/tuition';
import { BOARD_PAGE_SIZES, type BoardPageSize } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { LabelledPagination } from '@/shared/ui/labelled-pagination';
import { showingRange } from '../lib/showing-range';

export interface BoardResultsProps {
  status: BoardStatus;
  tuitions: PublicTuition[];
  total: number;
  page: number;
  limit: BoardPageSize;
  error: string | null;
  onPageChange: (page: number) => void;
  onPageSizeChange: (limit: BoardPageSize) => void;
  onRetry: () => void;
}

const isPageSize = (value: number): value is BoardPageSize => (BOARD_PAGE_SIZES as readonly number[]).includes(value);

/** The count line, "Show:", the job cards (or spinner, empty or error state) and the pager. */
export function BoardResults(props: BoardResultsProps) {
  const { status, tuitions, total, page, limit, onPageChange, onPageSizeChange } = props;
  const sizeId = useId();
  const pages = pageCount(total, limit);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text fw={500} role="status" aria-live="polite">
          {status === 'ready' ? showingRange(page, limit, tuitions.length, total) : status === 'loading' ? 'Loading jobs...' : ''}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm" fw={500}>
            Show:
          </Text>
          <NativeSelect
            id={sizeId}
            size="sm"
            w={80}
            data={BOARD_PAGE_SIZES.map(String)}
            value={String(limit)}
            onChange={(event) => {
              const size = Number(event.currentTarget.value);
              if (isPageSize(size)) onPageSizeChange(size);
            }}
          />
        </Group>
      </Group>

      <BoardBody {...props} />

      {status === 'ready' && pages > 1 && (
        <Center component="nav" aria-label="Job list pages">
          <LabelledPagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            size="sm"
            siblings={1}
            boundaries={1}
          />
        </Center>
      )}
    </Stack>
  );
}

function BoardBody({ status, tuitions, error, onRetry }: BoardResultsProps) {
  if (status === 'idle' || status === 'loading') return <PageSpinner label="Loading jobs" />;
  if (status === 'error') {
    return (
      <Alert color="red" title="Could not load jobs" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error}</Text>
          <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
            Try Again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (tuitions.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <IconBriefcase size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-dimmed)" />
          <Title order={2} fz="h4">
            No job listings found
          </Title>
          <Text c="dimmed">Try adjusting your filters or check back later.</Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md" component="section" aria-label="Tuition jobs">
      {tuitions.map((tuition) => (
        <TuitionCard key={tuition.jobId} tuition={tuition} />
      ))}
    </SimpleGrid>
  );
}
