import { Pagination, type PaginationProps } from '@mantine/core';

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Mantine's Pagination whose page buttons read "Page N" and whose arrows say where they go (screen readers, tests). */
export function LabelledPagination(props: Omit<PaginationProps, 'getItemProps' | 'getControlProps'>) {
  return (
    <Pagination
      {...props}
      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
    />
  );
}
