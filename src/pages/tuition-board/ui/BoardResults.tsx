import { Alert, Button, Center, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount, TuitionCard, type BoardStatus, type PublicTuition } from '@/entities/tuition';
import { BOARD_PAGE_SIZES, type BoardPageSize } from '@/shared/config';
import { formatNumber } from '@/shared/lib/format';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { LabelledPagination } from '@/shared/ui/labelled-pagination';
import { ListEmpty } from '@/shared/ui/paged-list';
import { showingNumbers } from '../lib/showing-range';

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
  const { t } = useTranslation('board');
  const sizeId = useId();
  const range = showingNumbers(page, limit, tuitions.length, total);
  const pages = pageCount(total, limit);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text fw={500} role="status" aria-live="polite">
          {status === 'ready'
            ? t('results.showing', { count: range.total, from: formatNumber(range.from), to: formatNumber(range.to), total: formatNumber(range.total) })
            : status === 'loading'
              ? t('results.loading')
              : ''}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm" fw={500}>
            {t('results.show')}
          </Text>
          <NativeSelect
            id={sizeId}
            size="sm"
            w={80}
            data={BOARD_PAGE_SIZES.map((size) => ({ value: String(size), label: formatNumber(size) }))}
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
        <Center component="nav" aria-label={t('results.pages')}>
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
  const { t } = useTranslation('board');
  if (status === 'idle' || status === 'loading') return <PageSpinner label={t('results.loadingLabel')} />;
  if (status === 'error') {
    return (
      <Alert color="red" title={t('results.failed')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error}</Text>
          <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
            {t('results.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (tuitions.length === 0) {
    const icon = <IconBriefcase size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-dimmed)" />;
    return <ListEmpty framed icon={icon} title={t('results.empty')} text={t('results.emptyHint')} />;
  }
  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md" component="section" aria-label={t('results.listLabel')}>
      {tuitions.map((tuition) => (
        <TuitionCard key={tuition.jobId} tuition={tuition} />
      ))}
    </SimpleGrid>
  );
}
