import { Badge, Card, Group, Stack, Text, type BadgeProps, type CardProps, type MantineColor } from '@mantine/core';
import { Fragment, isValidElement, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCellWords } from './texts';

/** A badge saying one of the screen's words (`word`, under the card's `at`); light unless its `variant` says otherwise. */
export interface RecordBadge extends BadgeProps {
  word: string;
  color: MantineColor;
}

export interface RecordCardProps extends Omit<CardProps, 'title' | 'children' | 'component'> {
  /** The record's name, bold; it names the card unless `labelled` says otherwise. */
  title: ReactNode;
  /** The title as a link to the record's own page. */
  to?: string;
  /** Where the card's words are under the screen's prefix (default `card`; '' for the prefix itself). */
  at?: string;
  /** Named by the card's word `label` with these values ("Request from {{name}}") instead of by its title. */
  labelled?: Record<string, string>;
  /** Small dimmed lines under the title (an id, a phone, a count). */
  sub?: ReactNode;
  /** Right of the title: badges by word (`RecordBadge`) or the screen's own (a status badge, a button). */
  badges?: (RecordBadge | ReactNode)[];
  /** "Label: value" lines: each key's label is a word of the card (with its colon), its value as given. */
  lines?: Record<string, ReactNode>;
  /** A short list of chips named by a word of the card: the first `max` (default 2), then "..." naming the rest in its title. */
  chips?: { label: string; items: string[]; max?: number };
  /** A coloured left border (a status). */
  accent?: MantineColor;
  /** The card's actions at its foot, right-aligned; a function is given the title's id (for `aria-describedby`). */
  footer?: ReactNode | ((titleId: string) => ReactNode);
  /** Between the title and the lines. */
  children?: ReactNode;
  component?: 'article' | 'section';
}

// Text dark enough for 4.5:1 on a light badge's tint (green.9 and yellow.9 are not); a filled badge's is dark.8.
const INK: Partial<Record<MantineColor, string>> = { green: 'brand.8', red: 'red.9' };
const isWordBadge = (badge: unknown): badge is RecordBadge => typeof badge === 'object' && badge !== null && !isValidElement(badge) && 'word' in badge;

/**
 * One record of a list as a card, driven by data: the title (a link with `to`) and the lines under it, badges on the
 * right, the screen's own content, "Label: value" lines, a list of chips, then the actions. Its words are keys of the
 * list screen's words (`<prefix>.<at>.<key>`); the card is named by its title (aria-labelledby) or by its word `label` (`labelled`).
 */
export function RecordCard({ title, to, at = 'card', labelled, sub, badges, lines, chips, accent, footer, children, component = 'article', ...card }: RecordCardProps) {
  const { word } = useCellWords();
  const titleId = useId();
  const text = (key: string, options?: Record<string, string>) => word(at ? `${at}.${key}` : key, options);
  const named = labelled ? { 'aria-label': text('label', labelled) } : { 'aria-labelledby': titleId };
  const max = chips?.max ?? 2;
  const wrap = { overflowWrap: 'anywhere' } as const;
  return (
    <Card
      component={component}
      withBorder
      radius="md"
      padding="md"
      {...named}
      style={accent && { borderLeft: `4px solid var(--mantine-color-${accent}-6)` }}
      {...card}
    >
      <Stack gap={8} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            {to ? (
              <Text component={Link} to={to} id={titleId} fw={700} c="brand.8" style={wrap}>
                {title}
              </Text>
            ) : (
              <Text id={titleId} fw={700} style={wrap}>
                {title}
              </Text>
            )}
            {sub && (
              <Text component="div" size="sm" c="dimmed">
                {sub}
              </Text>
            )}
          </div>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {badges?.map((badge, index) =>
              isWordBadge(badge) ? (
                <Badge key={index} variant="light" c={badge.variant === 'filled' ? 'dark.8' : (INK[badge.color] ?? 'dark.6')} {...badge}>
                  {text(badge.word)}
                </Badge>
              ) : (
                <Fragment key={index}>{badge}</Fragment>
              ),
            )}
          </Group>
        </Group>
        {children}
        {chips && (
          <Group component="ul" gap={4} aria-label={text(chips.label)} m={0} p={0} style={{ listStyle: 'none' }}>
            {chips.items.slice(0, max).map((chip, index) => (
              <li key={index}>
                <Badge variant="light" color="blue" tt="none">
                  {chip}
                </Badge>
              </li>
            ))}
            {chips.items.length > max && (
              <Text component="li" size="sm" c="dimmed" title={chips.items.slice(max).join(', ')}>
                ...
              </Text>
            )}
          </Group>
        )}
        {Object.entries(lines ?? {}).map(([key, value]) => (
          <Text size="sm" key={key}>
            <Text span c="dimmed">
              {text(key)}
            </Text>{' '}
            {value}
          </Text>
        ))}
        {footer && (
          <Group justify="flex-end" align="center" gap="xs" wrap="wrap" mt="auto">
            {typeof footer === 'function' ? footer(titleId) : footer}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
