import { Badge, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shortId } from '@/shared/lib/format';
import { RowActions, useCellWords, type PagedColumn, type RowAction } from '@/shared/ui/paged-list';

/** A status badge: the value in its colour, saying the screen's `<prefix>.<value>` unless `label` says otherwise. */
export function StatusBadge({ value, colors, label }: { value: string; colors: Readonly<Record<string, MantineColor>>; label?: string }) {
  const { word } = useCellWords();
  return (
    <Badge color={colors[value]} variant="light">
      {label ?? word(value)}
    </Badge>
  );
}

/** The screen's word for a missing value (`notAvailable`: "N/A"). */
export function NotAvailable() {
  const words = useCellWords().word('notAvailable');
  return <>{words}</>;
}

/** An id in monospace: `text` (default the id's start) with the whole id as its title, a link `to` a page; '-' without one. */
export function IdCell({ id, text, to }: { id: string | null | undefined; text?: string; to?: string }) {
  const shown = text ?? (id ? shortId(id) : '-');
  return to ? (
    <Text component={Link} to={to} c="brand.8" size="sm" ff="monospace" title={id ?? undefined} style={{ whiteSpace: 'nowrap' }}>
      {shown}
    </Text>
  ) : (
    <Text size="sm" ff="monospace" title={id ?? undefined}>
      {shown}
    </Text>
  );
}

/** A row's words for its buttons' names: its name ("Delete {{name}}"). Only that field: a row's other fields never reach the translator. */
const nameOf = (item: unknown): Record<string, string> => {
  const { name } = item as { name?: unknown };
  return typeof name === 'string' ? { name } : {};
};

/**
 * The `actions` column (its header `<prefix>.columns.actions`): the row's buttons, named with the row's name unless
 * `values` says which words, then the row's own controls (`after`).
 */
export function actionsColumn<Item>(
  actions: (item: Item) => RowAction[],
  { values, after }: { values?: (item: Item) => Record<string, string>; after?: (item: Item) => ReactNode } = {},
): PagedColumn<Item> {
  return {
    key: 'actions',
    cell: (item) => (
      <RowActions values={values?.(item) ?? nameOf(item)} actions={actions(item)}>
        {after?.(item)}
      </RowActions>
    ),
  };
}
