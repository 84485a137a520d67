import { Button, Group, Select, Text } from '@mantine/core';
import { usePagination } from '@mantine/hooks';
import { TUTOR_PAGE_SIZES, type TutorPageSize } from '@/shared/config';
import { pageCountOf, shownRange } from '../lib/tutor-filters';

export interface TutorPaginationProps {
  page: number;
  size: TutorPageSize;
  count: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: TutorPageSize) => void;
}

const SIZE_OPTIONS = TUTOR_PAGE_SIZES.map(String);

/** "Showing a-b of n Tutors", Previous, the page numbers, Next, and the page size. */
export function TutorPagination({ page, size, count, onPageChange, onSizeChange }: TutorPaginationProps) {
  const total = pageCountOf(count, size);
  const { range } = usePagination({ total, page, onChange: onPageChange, siblings: 1, boundaries: 1 });
  const { from, to } = shownRange(page, size, count);
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Text size="sm" aria-live="polite">
        Showing {from}-{to} of {count} Tutors
      </Text>
      <nav aria-label="Pages of tutors">
        <Group gap={6} wrap="wrap">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Previous
          </Button>
          {range.map((item, index) =>
            item === 'dots' ? (
              <Text key={`dots-${index}`} size="sm" c="dimmed" aria-hidden>
                …
              </Text>
            ) : (
              <Button
                key={item}
                size="xs"
                variant={item === page ? 'filled' : 'default'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            ),
          )}
          <Button variant="default" size="xs" disabled={page >= total} onClick={() => onPageChange(page + 1)}>
            Next
          </Button>
        </Group>
      </nav>
      <Select
        label="Tutors per page"
        data={SIZE_OPTIONS}
        value={String(size)}
        onChange={(value) => value && onSizeChange(Number(value) as TutorPageSize)}
        allowDeselect={false}
        w={140}
        size="xs"
      />
    </Group>
  );
}
