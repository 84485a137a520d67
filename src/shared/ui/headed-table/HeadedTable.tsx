import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column's heading; `{ label, ta: 'right' }` for a column of amounts. */
export type TableHeading = string | { label: string; ta: 'right' };

export interface HeadedTableProps extends Omit<TableProps, 'children' | 'data' | 'captionSide'> {
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth: number;
  /** The column headings, in order. */
  headings: readonly TableHeading[];
  caption?: ReactNode;
  /** The body's rows (`Table.Tr`). */
  children: ReactNode;
}

/** A table that scrolls sideways on a narrow screen, its heading row one `th scope="col"` per column. */
export function HeadedTable({ minWidth, headings, caption, children, ...table }: HeadedTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...table}>
        {caption !== undefined && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading) =>
              typeof heading === 'string' ? (
                <Table.Th key={heading} scope="col">
                  {heading}
                </Table.Th>
              ) : (
                <Table.Th key={heading.label} scope="col" ta={heading.ta}>
                  {heading.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
