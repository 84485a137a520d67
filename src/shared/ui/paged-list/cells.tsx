import { ActionIcon, Button, Group, Text, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCellWords } from './texts';

/** One button of a row: named by a key of the screen's words with the row's values ("Delete {{name}}"). */
export interface RowAction {
  /** The key of the button's accessible name (`deleteLabel`), under the screen's prefix or at its namespace's root. */
  label: string;
  /** The key of its visible word (`actions.delete`); without one the button is an icon. */
  text?: string;
  icon?: Icon;
  color?: MantineColor;
  /** The word's colour where the button's own would be too faint. */
  c?: MantineColor;
  onClick: () => void;
  hidden?: boolean;
}

/** A row's action buttons (light buttons with a word, or subtle icons), then any of the row's own controls. */
export function RowActions({ values, actions, children }: { values: Record<string, string>; actions: RowAction[]; children?: ReactNode }) {
  const { word } = useCellWords();
  const shown = actions.filter((action) => !action.hidden);
  return (
    <Group gap={shown.some((action) => action.text) ? 'xs' : 4} wrap="nowrap">
      {shown.map(({ label, text, icon: Glyph, color, c, onClick }) =>
        text ? (
          <Button
            key={label}
            size="xs"
            variant="light"
            color={color}
            c={c}
            leftSection={Glyph && <Glyph size={14} aria-hidden="true" />}
            onClick={onClick}
            aria-label={word(label, values)}
          >
            {word(text, values)}
          </Button>
        ) : (
          <ActionIcon key={label} variant="subtle" color={color} aria-label={word(label, values)} onClick={onClick}>
            {Glyph && <Glyph size={18} aria-hidden="true" />}
          </ActionIcon>
        ),
      )}
      {children}
    </Group>
  );
}

/** A cell of a few lines: the first plain (or `strong`), the rest dimmed at `size`; empty lines are left out. */
export function TextLines({ lines, size = 'sm', strong }: { lines: ReactNode[]; size?: 'xs' | 'sm'; strong?: boolean }) {
  const [first, ...rest] = lines;
  return (
    <>
      <Text size={strong ? undefined : 'sm'} fw={strong ? 500 : undefined}>
        {first}
      </Text>
      {rest.map(
        (line, index) =>
          line && (
            <Text key={index} size={size} c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ),
      )}
    </>
  );
}
