import { Button, Group, Select, Text } from '@mantine/core';
import { usePagination } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { TUTOR_PAGE_SIZES, type TutorPageSize } from '@/shared/config';
import { formatNumber } from '@/shared/lib/format';
import { pageCountOf, shownRange } from '../lib/tutor-filters';

/** The gap between page numbers: a symbol, the same in both languages. */
const ELLIPSIS = '\u2026';

export interface TutorPaginationProps {
  page: number;
  size: TutorPageSize;
  count: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: TutorPageSize) => void;
}

/** "Showing a-b of n Tutors", Previous, the page numbers, Next, and the page size. */
export function TutorPagination({ page, size, count, onPageChange, onSizeChange }: TutorPaginationProps) {
  const { t } = useTranslation('board');
  const total = pageCountOf(count, size);
  const { range } = usePagination({ total, page, onChange: onPageChange, siblings: 1, boundaries: 1 });
  const { from, to } = shownRange(page, size, count);
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {t('findTutors.showing', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(count) })}
      </Text>
      <nav aria-label={t('findTutors.pages')}>
        <Group gap={6} wrap="wrap">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t('findTutors.previous')}
          </Button>
          {range.map((item, index) =>
            item === 'dots' ? (
              <Text key={`dots-${index}`} size="sm" c="dimmed" aria-hidden>
                {ELLIPSIS}
              </Text>
            ) : (
              <Button
                key={item}
                size="xs"
                variant={item === page ? 'filled' : 'default'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('findTutors.page', { page: item })}
                onClick={() => onPageChange(item)}
              >
                {formatNumber(item)}
              </Button>
            ),
          )}
          <Button variant="default" size="xs" disabled={page >= total} onClick={() => onPageChange(page + 1)}>
            {t('findTutors.next')}
          </Button>
        </Group>
      </nav>
      <Select
        label={t('findTutors.perPage')}
        data={TUTOR_PAGE_SIZES.map((value) => ({ value: String(value), label: formatNumber(value) }))}
        value={String(size)}
        onChange={(value) => value && onSizeChange(Number(value) as TutorPageSize)}
        allowDeselect={false}
        w={140}
        size="xs"
      />
    </Group>
  );
}
