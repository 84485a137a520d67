import {
  Badge,
  Button,
  Card,
  Group,
  type MantineSize,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  type SimpleGridProps,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import type { TOptions } from 'i18next';
import { Fragment, useId, type ReactNode } from 'react';
import { formatNumber, localDigits } from '@/shared/lib/format';
import { showingRange, type ListTexts, type PagedListStatus } from '@/shared/lib/paged-list';
import { FilterButtons } from '@/shared/ui/filter-buttons';
import { ListSearch, type ListSearchProps } from './ListSearch';
import { PagedList, PagedTable, type AnyPagedList, type PagedListProps, type PagedTableProps } from './PagedList';
import { ListWordsProvider, useListWords, type ListWords } from './texts';
import { LazySelect } from '@/shared/ui/lazy-select';

type Filters = Record<string, string>;

/** One filter of the list: its options as buttons, tabs (with counts), a select or a segmented control. */
export interface ListFilter {
  /** The model's filter it sets. */
  name: string;
  /** Its accessible name (the select's label); default `<prefix>.filterLabel`; tabs are named by their own words. */
  label?: string;
  /** The values in order; default the model's `filterValues` of this filter. */
  values?: readonly string[];
  /** A value's words; default `<prefix>.filters.<value>`. */
  optionLabel?: (value: string) => string;
  /** The tabs' counts (none while null); default the model's `$counts` (hidden while the list cannot be loaded). */
  counts?: Readonly<Record<string, number>> | null;
  as?: 'buttons' | 'tabs' | 'select' | 'segmented';
  size?: MantineSize;
}

/**
 * The list's search box; it sets the `search` filter unless `name` says another. Its label is `<prefix>.searchLabel`
 * (only its accessible name with `hiddenLabel`) and its placeholder `<prefix>.searchPlaceholder`.
 */
export type ListScreenSearch = Omit<ListSearchProps, 'value' | 'onSearch'> & { name?: string; hiddenLabel?: boolean };

/** What an empty page says: a title (a heading, or bold text with `order: false`), a line, and a way out. */
export interface ListEmptyProps {
  title?: string;
  text: string;
  icon?: ReactNode;
  /** "Clear filters": the button that resets the list's filters (`true`: the shared words). */
  clear?: string | boolean;
  action?: ReactNode;
  order?: 2 | 3 | false;
  /** In a bordered box. */
  framed?: boolean;
}

type Dynamic<T> = T | ((state: { filters: Filters; status: PagedListStatus; total: number }) => T);

export interface ListBodyProps<Item> extends Omit<PagedListProps<Item>, 'children' | 'empty' | 'loadingLabel'> {
  /**
   * The screen's words by convention (default the model's `texts`): `loading`, `errorTitle`, `summary` (with from, to,
   * total and count), `emptyTitle` and `empty` (with the context `search` while searching, else the filter's value:
   * `empty_unread`), `filterLabel` and `filters.<value>`, `searchLabel`, `searchPlaceholder`, `tableLabel` and
   * `columns.<key>` under its prefix; a part whose key is missing is not shown. A prop given says otherwise.
   */
  texts?: ListTexts;
  /** The spinner's accessible name; default `<prefix>.loading`. */
  loadingLabel?: string;
  filter?: ListFilter;
  search?: ListScreenSearch | true;
  /** What an empty page says, over the conventional words. */
  empty?: Dynamic<Partial<ListEmptyProps>>;
  /** The rows as a table … */
  table?: Pick<PagedTableProps<Item>, 'columns' | 'rowKey' | 'minWidth' | 'label'>;
  /** … or as cards. */
  items?: (items: Item[]) => ReactNode;
  /**
   * … or one card per row in a grid of up to three columns (a list named `<prefix>.listLabel` when the key exists);
   * `index` is the row's place on the page (0 for the first card, the one a phone sees first).
   */
  card?: (item: Item, index: number) => ReactNode;
  /** The cards' grid columns; `as`: a `section` named `<prefix>.listLabel` instead of a list, or a framed `list` (one under another). */
  cards?: { cols?: SimpleGridProps['cols']; as?: 'section' | 'list' };
  /**
   * A live line over the rows: `<prefix>.count` (count, from, to, total) once loaded, `<prefix>.counting` while loading;
   * `empty`: on an empty page too; `perPage`: beside it the page size, a select labelled `<prefix>.perPage`.
   */
  count?: true | { empty?: boolean; perPage?: boolean };
  /** The tools and the list inside a bordered panel. */
  framed?: boolean;
}

export interface ListScreenProps<Item> extends ListBodyProps<Item> {
  /** The document's title; default `<prefix>.pageTitle`. */
  pageTitle?: string;
  /** The screen's heading (h1); default `<prefix>.title`. */
  title?: ReactNode;
  /** The line under the heading; default `<prefix>.subtitle`. */
  subtitle?: Dynamic<ReactNode>;
  /** Beside the heading: a button, a count, or the filter and search (`toolsInHeader`); default `<prefix>.total` with the open tab's count (the model's `$counts`). */
  actions?: ReactNode;
  /** "Add New …": a button with a plus beside the heading, saying `<prefix>.add`, that calls this. */
  onAdd?: () => void;
  toolsInHeader?: boolean;
  /**
   * Count cards under the heading; a value not known yet shows '-'. Keys only: the cards say `<prefix>.stats.<key>`
   * and show the answer's `counts[key]`.
   */
  stats?: { label: string; value: number | undefined }[] | readonly string[];
  /** Between the heading and the list (an export button, a note). */
  above?: ReactNode;
  /** After the list: its dialogs, tips. */
  children?: ReactNode;
}

const resolve = <T,>(value: Dynamic<T>, state: { filters: Filters; status: PagedListStatus; total: number }): T =>
  typeof value === 'function' ? (value as (s: typeof state) => T)(state) : value;

export function ListEmpty({ title, text, icon, clear, action, order = 2, framed, onClear }: ListEmptyProps & { onClear?: () => void }) {
  const { common } = useListWords(undefined);
  const clearWords = clear === true ? common('clearFilters') : clear;
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
          {clearWords}
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
  (filter.values ?? model.filterValues[filter.name] ?? []).map((value) => ({ value, label: filter.optionLabel?.(value) ?? value, count: filter.counts?.[value] }));

/** The filter and search with their conventional words filled in. */
function withWords(words: ListWords, filter: ListFilter | undefined, search: ListScreenSearch | true | undefined) {
  const { hiddenLabel, ...box } = search === true ? {} : (search ?? {});
  const label = words.text('searchLabel');
  return {
    filter: filter && {
      label: words.text('filterLabel'),
      optionLabel: (value: string) => words.text(`filters.${value}`) ?? value,
      ...filter,
    },
    search: search && {
      ...(hiddenLabel ? { 'aria-label': label } : { label }),
      placeholder: words.text('searchPlaceholder'),
      ...box,
    },
  };
}

function FilterControl({ filter, options, value, onChange }: { filter: ListFilter; options: { value: string; label: string }[]; value: string; onChange: (value: string) => void }) {
  if (filter.as === 'select') {
    return (
      <LazySelect
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
function ListTools<Item>({
  model,
  filter,
  search,
  inHeader,
}: Pick<ListBodyProps<Item>, 'model' | 'filter'> & { search?: ListScreenSearch; inHeader?: boolean }) {
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

interface CardGridProps<Item> extends NonNullable<ListBodyProps<Item>['cards']> {
  model: AnyPagedList<Item>;
  label?: string;
  rows: Item[];
  card: (item: Item, index: number) => ReactNode;
}

function CardGrid<Item>({ model, label, rows, card, cols = { base: 1, sm: 2, lg: 3 }, as }: CardGridProps<Item>) {
  if (as === 'list') {
    return (
      <Paper withBorder p={4}>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
          {rows.map((item, index) => (
            <li key={model.keyOf(item)}>{card(item, index)}</li>
          ))}
        </Stack>
      </Paper>
    );
  }
  const section = as === 'section';
  return (
    <SimpleGrid cols={cols} spacing="md" component={section ? 'section' : undefined} role={label && !section ? 'list' : undefined} aria-label={label}>
      {rows.map((item, index) =>
        label && !section ? (
          <div role="listitem" key={model.keyOf(item)}>
            {card(item, index)}
          </div>
        ) : (
          <Fragment key={model.keyOf(item)}>{card(item, index)}</Fragment>
        ),
      )}
    </SimpleGrid>
  );
}

/** The live line over the rows ("Showing 1-10 of 42 jobs"), and the page size beside it. */
function CountLine<Item>({ model, words, empty, perPage }: { model: AnyPagedList<Item>; words: ListWords; empty?: boolean; perPage?: boolean }) {
  const { query, status, total, resize } = useUnit({ query: model.$query, status: model.$status, total: model.$total, resize: model.sizeChanged });
  const sizeId = useId();
  const { from, to } = showingRange(query.page, query.size, total);
  const numbers = { count: total, from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) };
  const ready = status === 'ready' && (total > 0 || empty);
  const line = { count: ready ? words.text('count', numbers) : status === 'loading' ? words.text('counting') : '', perPage: words.text('perPage') };
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Text fw={500} role="status" aria-live="polite">
        {line.count}
      </Text>
      {perPage && (
        <Group gap="xs" wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm" fw={500}>
            {line.perPage}
          </Text>
          <NativeSelect
            id={sizeId}
            size="sm"
            w={80}
            data={model.sizes.map((size) => ({ value: String(size), label: formatNumber(size) }))}
            value={String(query.size)}
            onChange={(event) => resize(Number(event.currentTarget.value))}
          />
        </Group>
      )}
    </Group>
  );
}

/** The pager's words by convention (`<prefix>.pager.<key>`, else the shared ones), when the screen names its pages. */
function pagerWords(words: ListWords) {
  const word = (key: string, options?: TOptions) => words.text(`pager.${key}`, options) ?? words.common(key, options);
  if (!words.text('pager.pages')) return undefined;
  return {
    previous: word('previous'),
    next: word('next'),
    pages: word('pages'),
    page: (page: number) => word('page', { page }),
    pageOf: (page: string, pages: string) => word('pageOf', { page, pages }),
    perPage: word('perPage'),
  };
}

/** A list's tools (filter, search) and its rows, tabs around them when the filter is tabs. */
export function ListBody<Item>({ texts, empty, table, items, card, cards, count, framed, ...props }: ListBodyProps<Item>) {
  const words = useListWords(texts ?? props.model.texts);
  const { filter, search } = withWords(words, props.filter, props.search);
  const { query, status, total, refreshing, change, reset } = useList(props.model);
  const filters = query.filters as Filters;
  const modelCounts = useUnit(props.model.$counts);
  const tabs = filter && { ...filter, counts: filter.counts !== undefined ? filter.counts : status === 'failed' ? null : modelCounts };
  const searching = Boolean(filters[search?.name ?? 'search']);
  const context = searching ? 'search' : filter && filters[filter.name];
  const emptyProps = {
    title: words.text('emptyTitle', { context }),
    text: words.text('empty', { context }) ?? '',
    ...(empty && resolve(empty, { filters, status, total })),
  };
  const emptyNode = <ListEmpty {...emptyProps} onClear={reset} />;
  const list = {
    summary: words.text('summary', { count: 1 })
      ? ({ from, to, total }: { from: number; to: number; total: number }) =>
          words.text('summary', { count: total, from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })
      : undefined,
    errorTitle: words.text('errorTitle'),
    pagerLabels: pagerWords(words),
    ...props,
    loadingLabel: props.loadingLabel ?? words.text('loading') ?? '',
  };
  const columns = table?.columns.map((column) => ({ ...column, header: column.header ?? words.text(`columns.${column.key}`) }));
  const [tableLabel, listLabel] = [words.text('tableLabel'), words.text('listLabel')];
  const rows = table ? (
    <PagedTable {...list} label={tableLabel} {...table} columns={columns ?? []} empty={emptyNode} />
  ) : (
    <PagedList {...list} empty={emptyNode}>
      {items ?? (card ? (rows) => <CardGrid model={props.model} label={listLabel} rows={rows} card={card} {...cards} /> : () => null)}
    </PagedList>
  );
  const counter = count && <CountLine model={props.model} words={words} {...(count === true ? {} : count)} />;
  const tools = (
    <>
      <ListTools model={props.model} filter={filter} search={search} />
      {counter}
    </>
  );
  const body =
    filter?.as === 'tabs' ? (
      <Tabs value={filters[filter.name]} onChange={(value) => value && change({ [filter.name]: value })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {optionsOf(tabs ?? filter, props.model).map(({ value, label, count }) => (
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
        {optionsOf(filter, props.model).map(({ value }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === filters[filter.name] && rows}
          </Tabs.Panel>
        ))}
      </Tabs>
    ) : (
      rows
    );
  return (
    <ListWordsProvider value={words}>
      {framed ? (
        <Paper withBorder radius="md" p="md" aria-busy={refreshing}>
          <Stack gap="md">
            {tools}
            {body}
          </Stack>
        </Paper>
      ) : (
        <>
          {tools}
          {body}
        </>
      )}
    </ListWordsProvider>
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
  onAdd,
  toolsInHeader,
  stats,
  above,
  children,
  ...body
}: ListScreenProps<Item>) {
  const words = useListWords(body.texts ?? body.model.texts);
  const { query, status, total } = useList(body.model);
  const answer = useUnit(body.model.$answer) as { counts?: Record<string, number> } | null;
  const counts = useUnit(body.model.$counts);
  const tab = body.filter && (query.filters as Filters)[body.filter.name];
  const countLine = counts && tab && status !== 'failed' && words.text('total', { total: localDigits(String(counts[tab] ?? 0)) });
  const line = resolve(subtitle ?? words.text('subtitle') ?? null, { filters: query.filters as Filters, status, total });
  const cards = stats?.map((stat) =>
    typeof stat === 'string' ? { label: words.text(`stats.${stat}`) ?? stat, value: answer?.counts?.[stat] } : stat,
  );
  const tools = withWords(words, body.filter, body.search);
  const heading = { pageTitle: pageTitle ?? words.text('pageTitle'), title: title ?? words.text('title'), add: words.text('add') };
  return (
    <Stack gap="lg">
      <title>{heading.pageTitle}</title>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {heading.title}
          </Title>
          {line != null && <Text c="dimmed">{line}</Text>}
        </div>
        {toolsInHeader ? (
          <ListTools model={body.model} filter={tools.filter} search={tools.search} inHeader />
        ) : (
          (actions ?? (countLine && (
            <Text fw={600} aria-live="polite">
              {countLine}
            </Text>
          )))
        )}
        {onAdd && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            {heading.add}
          </Button>
        )}
      </Group>
      {cards && (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          {cards.map(({ label, value }) => (
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
