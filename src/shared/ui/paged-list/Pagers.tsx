import { Button, Group, Text } from '@mantine/core';
import { usePagination } from '@mantine/hooks';
import { formatNumber } from '@/shared/lib/format';
import { pageItems } from '@/shared/lib/paged-list';
import { LazySelect } from '@/shared/ui/lazy-select';

/** What a pager says, in the screen's words. */
export interface PagerLabels {
  previous: string;
  next: string;
  /** The page buttons' navigation ("Pages"). */
  pages?: string;
  /** A numbered button's name ("Page 3"). */
  page?: (page: number) => string;
  /** "Page 2 of 5". */
  pageOf?: (page: string, pages: string) => string;
  /** The page-size picker's label ("Per page"). */
  perPage?: string;
}

export interface PagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** The page size and the list's total, for a pager that shows them or changes the size. */
  size: number;
  total: number;
  onSizeChange: (size: number) => void;
  /** A quiet reload is on its way. */
  busy?: boolean;
  labels?: PagerLabels;
  /** The sizes a size picker offers. */
  sizes?: readonly number[];
}

/** Stands for the pages left out (not read aloud). */
const ELLIPSIS = '\u2026';

function Step({ to, disabled, onChange, children }: { to: number; disabled: boolean; onChange: (page: number) => void; children: string }) {
  return (
    <Button size="xs" variant="default" disabled={disabled} onClick={() => onChange(to)}>
      {children}
    </Button>
  );
}

/** Previous, "Page X of Y", Next. */
export function PageOfPager({ page, pages, onChange, busy = false, labels }: PagerProps) {
  return (
    <Group gap="xs">
      <Step to={page - 1} disabled={page <= 1 || busy} onChange={onChange}>
        {labels?.previous ?? ''}
      </Step>
      <Text size="sm" aria-live="polite">
        {labels?.pageOf?.(formatNumber(page), formatNumber(pages))}
      </Text>
      <Step to={page + 1} disabled={page >= pages || busy} onChange={onChange}>
        {labels?.next ?? ''}
      </Step>
    </Group>
  );
}

/**
 * Previous, the page numbers, Next. `spec` (the admin lists): the first and last page, the current ±2 and ellipses
 * (pageItems); `fill` (Find tutors): Mantine's fixed-width range, one sibling and one boundary, and a size picker.
 */
function NumberedPager({ page, pages, onChange, labels, sizes, size, onSizeChange, fill }: PagerProps & { fill: boolean }) {
  const mantine = usePagination({ total: pages, page, onChange, siblings: 1, boundaries: 1 });
  const range = fill ? mantine.range : pageItems(page, pages).map((item) => (item.kind === 'page' ? item.page : 'dots'));
  const numbers = (
    <Group gap={fill ? 6 : 4} wrap="wrap" component={fill ? 'div' : 'nav'} aria-label={fill ? undefined : labels?.pages}>
      <Step to={page - 1} disabled={page <= 1} onChange={onChange}>
        {labels?.previous ?? ''}
      </Step>
      {range.map((item, index) =>
        item === 'dots' ? (
          <Text key={`dots-${index}`} size="sm" px={fill ? undefined : 4} c={fill ? 'dimmed' : undefined} aria-hidden="true">
            {ELLIPSIS}
          </Text>
        ) : (
          <Button
            key={item}
            size="xs"
            variant={item === page ? 'filled' : 'default'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={labels?.page?.(item)}
            onClick={() => onChange(item)}
          >
            {formatNumber(item)}
          </Button>
        ),
      )}
      <Step to={page + 1} disabled={page >= pages} onChange={onChange}>
        {labels?.next ?? ''}
      </Step>
    </Group>
  );
  if (!fill) return numbers;
  return (
    <>
      <nav aria-label={labels?.pages}>{numbers}</nav>
      <LazySelect
        label={labels?.perPage}
        data={(sizes ?? [size]).map((value) => ({ value: String(value), label: formatNumber(value) }))}
        value={String(size)}
        onChange={(value) => value && onSizeChange(Number(value))}
        allowDeselect={false}
        w={140}
        size="xs"
      />
    </>
  );
}

export const SpecPager = (props: PagerProps) => <NumberedPager {...props} fill={false} />;
export const FillPager = (props: PagerProps) => <NumberedPager {...props} fill />;
