import { Group, Loader, Stack, Table, Text, UnstyledButton, type MantineSize } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { showingRange, type PagedListModel } from '@/shared/lib/paged-list';
import { LabelledPagination } from '@/shared/ui/labelled-pagination';
import { LoadError } from '@/shared/ui/load-error';
import { FillPager, PageOfPager, SpecPager, type PagerLabels, type PagerProps } from './Pagers';

// Any list's model: the component reads only its rows, status, query and paging units.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer, filters and sort key do not matter here
export type AnyPagedList<Item> = PagedListModel<Item, any, any, any>;

type PagerKind = ComponentType<PagerProps> | 'pageOf' | 'spec' | 'fill';

/** Brings the top of the list (the window's top, or the element of that id) into view after a page change. */
function scrollBack(to: string | undefined) {
  if (to === 'top') window.scrollTo({ top: 0, behavior: 'smooth' });
  else if (to) document.getElementById(to)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
}

export interface PagedListProps<Item> {
  model: AnyPagedList<Item>;
  /** The spinner's accessible name ("Loading affiliates"). */
  loadingLabel: string;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** The rows: a table, cards, a list. */
  children: (items: Item[]) => ReactNode;
  /** The line beside the pages ("Showing 1 to 10 of 42 students"); a string shows small and dimmed. */
  summary?: (range: { from: number; to: number; total: number }) => ReactNode;
  /**
   * Another page control where a spec asks for one; default the labelled Mantine pagination (in a navigation named
   * `pagerLabels.pages` when given). As options: `as` the control, `scrollTo` after a new page the window's `top` or
   * the element of that id, `size` the default control's size.
   */
  pager?: PagerKind | { as?: PagerKind; scrollTo?: 'top' | (string & {}); size?: MantineSize };
  pagerLabels?: PagerLabels;
  /** A title above the error's message ("Could not load students"). */
  errorTitle?: string;
  /** Show the page control even for a single page (a spec'd pager with Previous/Next). */
  alwaysPaged?: boolean;
}

/** One list screen's body: loading, the failure with "Try Again", empty, the rows, and the pages. */
export function PagedList<Item>({
  model,
  loadingLabel,
  empty,
  children,
  summary,
  pager,
  pagerLabels,
  errorTitle,
  alwaysPaged = false,
}: PagedListProps<Item>) {
  const { t } = useTranslation('common');
  const { as: kind, scrollTo, size } = typeof pager === 'object' ? pager : { as: pager };
  const Pager = kind === 'pageOf' ? PageOfPager : kind === 'spec' ? SpecPager : kind === 'fill' ? FillPager : kind;
  // The shared pagers say the shared words (common:list) unless the screen has its own.
  const labels: PagerLabels | undefined =
    pagerLabels ??
    (typeof kind === 'string'
      ? {
          previous: t('list.previous'),
          next: t('list.next'),
          pages: t('list.pages'),
          page: (page) => t('list.page', { page: formatNumber(page) }),
          pageOf: (page, pages) => t('list.pageOf', { page, pages }),
          perPage: t('list.perPage'),
        }
      : undefined);
  const { items, total, status, error, query, pages, busy, changePage, changeSize, retry } = useUnit({
    items: model.$items,
    total: model.$total,
    status: model.$status,
    error: model.$error,
    query: model.$query,
    pages: model.$pageCount,
    busy: model.$refreshing,
    changePage: model.pageChanged,
    changeSize: model.sizeChanged,
    retry: model.retried,
  });
  if (status === 'loading') {
    return (
      <Group justify="center" py="xl" gap="xs" role="status" aria-label={loadingLabel}>
        <Loader size="sm" />
        <Text>{t('ui.loading')}</Text>
      </Group>
    );
  }
  if (status === 'failed') return <LoadError title={errorTitle} message={error ?? ''} onRetry={retry} />;
  if (items.length === 0) return <>{empty}</>;
  const turn = (page: number) => {
    changePage(page);
    scrollBack(scrollTo);
  };
  const numbers = <LabelledPagination total={pages} value={query.page} onChange={turn} size={size} />;
  const range = showingRange(query.page, query.size, total);
  const paged = pages > 1 || alwaysPaged;
  const line = summary?.({ ...range, total });
  return (
    <Stack gap="md">
      {children(items)}
      {(summary || paged) && (
        <Group justify={summary ? 'space-between' : 'center'} gap="sm">
          {typeof line === 'string' ? (
            <Text size="sm" c="dimmed">
              {line}
            </Text>
          ) : (
            line
          )}
          {paged &&
            (Pager ? (
              <Pager
                page={query.page}
                pages={pages}
                onChange={turn}
                size={query.size}
                total={total}
                onSizeChange={changeSize}
                busy={busy}
                labels={labels}
                sizes={model.sizes}
              />
            ) : labels?.pages ? (
              <nav aria-label={labels.pages}>{numbers}</nav>
            ) : (
              numbers
            ))}
        </Group>
      )}
    </Stack>
  );
}

export interface PagedColumn<Item> {
  /** Names the column: its header is the screen's `<prefix>.columns.<key>` unless `header` says otherwise. */
  key?: string;
  header?: ReactNode;
  cell: (item: Item) => ReactNode;
  /** The sort key this column's header sorts by. */
  sortBy?: string;
  /** The first order when this column starts sorting. Default 'asc'. */
  firstOrder?: 'asc' | 'desc';
}

export interface PagedTableProps<Item> extends Omit<PagedListProps<Item>, 'children'> {
  /** The table's accessible name. */
  label?: string;
  columns: PagedColumn<Item>[];
  /** A row's identity; default the model's (`key` of createPagedList, else `_id`). */
  rowKey?: (item: Item) => string;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
}

function SortHeader<Item>({ model, column }: { model: AnyPagedList<Item>; column: PagedColumn<Item> & { sortBy: string } }) {
  const [query, sort] = useUnit([model.$query, model.sortChanged]);
  const active = query.sort?.by === column.sortBy;
  const order = query.sort?.order ?? 'asc';
  const Arrow = order === 'asc' ? IconArrowUp : IconArrowDown;
  const next = active ? (order === 'asc' ? 'desc' : 'asc') : (column.firstOrder ?? 'asc');
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => sort({ by: column.sortBy, order: next })} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {column.header}
          {active && <Arrow size={14} aria-hidden="true" />}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** A paged list shown as a table: one column = a header and a cell; a header with `sortBy` sorts. */
export function PagedTable<Item>({ label, columns, rowKey, minWidth = 640, ...list }: PagedTableProps<Item>) {
  return (
    <PagedList {...list}>
      {(items) => (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column, index) =>
                  column.sortBy ? (
                    <SortHeader key={column.key ?? index} model={list.model} column={{ ...column, sortBy: column.sortBy }} />
                  ) : (
                    <Table.Th key={column.key ?? index}>{column.header}</Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={(rowKey ?? list.model.keyOf)(item)}>
                  {columns.map((column, index) => (
                    <Table.Td key={column.key ?? index}>{column.cell(item)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PagedList>
  );
}
