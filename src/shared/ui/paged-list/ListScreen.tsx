import {
  Badge,
  Button,
  Card,
  Group,
  type MantineSize,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { formatNumber, localDigits } from '@/shared/lib/format';
import type { PagedListStatus } from '@/shared/lib/paged-list';
import { FilterButtons } from '@/shared/ui/filter-buttons';
import { ListSearch, type ListSearchProps } from './ListSearch';
import { PagedList, PagedTable, type PagedListProps, type PagedTableProps } from './PagedList';

type Filters = Record<string, string>;

/** One filter of the list: its options as buttons, tabs (with counts), a select or a segmented control. */
export interface ListFilter {
  /** The model's filter it sets. */
  name: string;
  /** Its accessible name (the select's label); tabs are named by their own words. */
  label?: string;
  /** The values in order; default the model's `filterValues` of this filter. */
  values?: readonly string[];
  /** A value's words. */
  optionLabel: (value: string) => string;
  /** The tabs' counts (none while null). */
  counts?: Readonly<Record<string, number>> | null;
  as?: 'buttons' | 'tabs' | 'select' | 'segmented';
  size?: MantineSize;
}

/** The list's search box; it sets the `search` filter unless `name` says another. */
export type ListScreenSearch = Omit<ListSearchProps, 'value' | 'onSearch'> & { name?: string };

/** What an empty page says: a title (a heading, or bold text with `order: false`), a line, and a way out. */
export interface ListEmptyProps {
  title?: string;
  text: string;
  icon?: ReactNode;
  /** "Clear filters": the button that resets the list's filters. */
  clear?: string;
  action?: ReactNode;
  order?: 2 | 3 | false;
  /** In a bordered box. */
  framed?: boolean;
}

type Dynamic<T> = T | ((state: { filters: Filters; status: PagedListStatus; total: number }) => T);

export interface ListBodyProps<Item> extends Omit<PagedListProps<Item>, 'children' | 'empty'> {
  filter?: ListFilter;
  search?: ListScreenSearch;
  empty: Dynamic<ListEmptyProps>;
  /** The rows as a table … */
  table?: Pick<PagedTableProps<Item>, 'columns' | 'rowKey' | 'minWidth' | 'label'>;
  /** … or as cards. */
  items?: (items: Item[]) => ReactNode;
  /** The tools and the list inside a bordered panel. */
  framed?: boolean;
}

export interface ListScreenProps<Item> extends ListBodyProps<Item> {
  /** The document's title. */
  pageTitle: string;
  /** The screen's heading (h1). */
  title: ReactNode;
  subtitle?: Dynamic<ReactNode>;
  /** Beside the heading: a button, a count, or the filter and search (`toolsInHeader`). */
  actions?: ReactNode;
  toolsInHeader?: boolean;
  /** Count cards under the heading; a value not known yet shows '-'. */
  stats?: { label: string; value: number | undefined }[];
  /** Between the heading and the list (an export button, a note). */
  above?: ReactNode;
  /** After the list: its dialogs, tips. */
  children?: ReactNode;
}

const resolve = <T,>(value: Dynamic<T>, state: { filters: Filters; status: PagedListStatus; total: number }): T =>
  typeof value === 'function' ? (value as (s: typeof state) => T)(state) : value;

export function ListEmpty({ title, text, icon, clear, action, order = 2, framed, onClear }: ListEmptyProps & { onClear?: () => void }) {
  if (!title && !icon && !clear && !action) {
    return (
      <Text ta="center" py="xl" c="dimmed" fw={600}>
        {text}
      </Text>
    );
  }
  const body = (
    <Stack align="center" gap="xs" py={framed ? undefined : 'xl'} ta="center">
      {icon}
      {title &&
        (order ? (
          <Title order={order} fz="lg">
            {title}
          </Title>
        ) : (
          <Text fw={700} size="lg">
            {title}
          </Text>
        ))}
      <Text c="dimmed" ta="center">
        {text}
      </Text>
      {clear && (
        <Button variant="light" onClick={onClear}>
          {clear}
        </Button>
      )}
      {action}
    </Stack>
  );
  return framed ? (
    <Paper withBorder p="xl" radius="md">
      {body}
    </Paper>
  ) : (
    body
  );
}

const optionsOf = (filter: ListFilter, model: { filterValues: Record<string, readonly string[] | undefined> }) =>
  (filter.values ?? model.filterValues[filter.name] ?? []).map((value) => ({ value, label: filter.optionLabel(value), count: filter.counts?.[value] }));

function FilterControl({ filter, options, value, onChange }: { filter: ListFilter; options: { value: string; label: string }[]; value: string; onChange: (value: string) => void }) {
  if (filter.as === 'select') {
    return (
      <Select
        label={filter.label}
        data={options}
        value={value}
        allowDeselect={false}
        onChange={(next) => next && onChange(next)}
        w={{ base: '100%', xs: 200 }}
      />
    );
  }
  if (filter.as === 'segmented') {
    return <SegmentedControl aria-label={filter.label} value={value} onChange={onChange} data={options} style={{ alignSelf: 'flex-start' }} />;
  }
  return <FilterButtons label={filter.label ?? ''} options={options} value={value} onChange={onChange} size={filter.size} />;
}

function useList<Item>(model: ListBodyProps<Item>['model']) {
  return useUnit({
    query: model.$query,
    status: model.$status,
    total: model.$total,
    refreshing: model.$refreshing,
    change: model.filtersChanged,
    reset: model.filtersReset,
  });
}

/** The filter (unless tabs) and the search box; in the header a select comes after the search. */
function ListTools<Item>({ model, filter, search, inHeader }: Pick<ListBodyProps<Item>, 'model' | 'filter' | 'search'> & { inHeader?: boolean }) {
  const { query, change } = useList(model);
  const filters = query.filters as Filters;
  if ((!filter || filter.as === 'tabs') && !search) return null;
  const { name: searchName = 'search', ...searchProps } = search ?? {};
  const control = filter && filter.as !== 'tabs' && (
    <FilterControl filter={filter} options={optionsOf(filter, model)} value={filters[filter.name] ?? ''} onChange={(value) => change({ [filter.name]: value })} />
  );
  const box = search && (
    <ListSearch
      w={inHeader ? { base: '100%', xs: 260 } : { base: '100%', sm: 280 }}
      {...searchProps}
      value={filters[searchName] ?? ''}
      onSearch={(value) => change({ [searchName]: value })}
    />
  );
  return inHeader ? (
    <Group align="flex-end" wrap="wrap" gap="sm" w={{ base: '100%', sm: 'auto' }}>
      {box}
      {control}
    </Group>
  ) : (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      {control}
      {box}
    </Group>
  );
}

/** A list's tools (filter, search) and its rows, tabs around them when the filter is tabs. */
export function ListBody<Item>({ filter, search, empty, table, items, framed, ...list }: ListBodyProps<Item>) {
  const { query, status, total, refreshing, change, reset } = useList(list.model);
  const filters = query.filters as Filters;
  const emptyProps = resolve(empty, { filters, status, total });
  const emptyNode = <ListEmpty {...emptyProps} onClear={reset} />;
  const rows = table ? (
    <PagedTable {...list} {...table} empty={emptyNode} />
  ) : (
    <PagedList {...list} empty={emptyNode}>
      {items ?? (() => null)}
    </PagedList>
  );
  const tools = <ListTools model={list.model} filter={filter} search={search} />;
  const body =
    filter?.as === 'tabs' ? (
      <Tabs value={filters[filter.name]} onChange={(value) => value && change({ [filter.name]: value })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {optionsOf(filter, list.model).map(({ value, label, count }) => (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={
                count != null && (
                  <Badge size="sm" variant="light" color="gray" aria-hidden="true">
                    {localDigits(String(count))}
                  </Badge>
                )
              }
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {optionsOf(filter, list.model).map(({ value }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === filters[filter.name] && rows}
          </Tabs.Panel>
        ))}
      </Tabs>
    ) : (
      rows
    );
  if (!framed) {
    return (
      <>
        {tools}
        {body}
      </>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" aria-busy={refreshing}>
      <Stack gap="md">
        {tools}
        {body}
      </Stack>
    </Paper>
  );
}

/**
 * One list screen: the document title, the heading with its line and actions, count cards, the filter and search,
 * the rows (table or cards) with loading, failure, empty state, summary and pager, then the screen's dialogs.
 */
export function ListScreen<Item>({
  pageTitle,
  title,
  subtitle,
  actions,
  toolsInHeader,
  stats,
  above,
  children,
  ...body
}: ListScreenProps<Item>) {
  const { query, status, total } = useList(body.model);
  const line = subtitle === undefined ? null : resolve(subtitle, { filters: query.filters as Filters, status, total });
  return (
    <Stack gap="lg">
      <title>{pageTitle}</title>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {line !== null && <Text c="dimmed">{line}</Text>}
        </div>
        {toolsInHeader ? <ListTools model={body.model} filter={body.filter} search={body.search} inHeader /> : actions}
      </Group>
      {stats && (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          {stats.map(({ label, value }) => (
            <Card key={label} withBorder padding="md" radius="md" role="group" aria-label={label}>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text fz={28} fw={700}>
                {value === undefined ? '-' : formatNumber(value)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {above}
      <ListBody {...body} {...(toolsInHeader ? { filter: undefined, search: undefined } : {})} />
      {children}
    </Stack>
  );
}
